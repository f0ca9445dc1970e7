import { toString as qrToString } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A ticket's QR code as inline SVG: error correction M, black on white, the standard 4-module
 * quiet zone (white margin) so that any scanner reads it, even on a dark page.
 */
export function qrSvg(text: string): Promise<string> {
  return qrToString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

export function TicketQr({ code, label, className = 'ticket-qr' }: { code: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(code).then(
      (markup) => live && setSvg(markup),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      data-code={code}
      {...(svg ? { dangerouslySetInnerHTML: { __html: svg } } : {})}
    />
  );
}
