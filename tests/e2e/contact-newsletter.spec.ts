/**
 * Issue 4: a visitor asks a question and reports an order problem through the chat bubble (both
 * forms of docs/spec.md §2, the subjects of docs/spec.md §7, the texts of docs/spec.md §8), and subscribes to the
 * newsletter from the footer with double opt-in, then unsubscribes from a newsletter e-mail.
 */
import type { Page } from '@playwright/test';
import { linkInEmail, newAccount, waitForEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/purchase';

async function openChat(page: Page) {
  const bubble = page.getByRole('button', { name: 'Besoin d’aide ?' });
  await expectHydrated(bubble);
  await bubble.click();
  const dialog = page.getByRole('dialog', { name: 'Une question ?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat bubble and newsletter', () => {
  test('a visitor sends a question, then a support request about an order', async ({ page, request }) => {
    const visitor = newAccount('chat');
    await page.goto('/lineup');

    await test.step('question: initial choice → form → success; the acknowledgement e-mail does not repeat it', async () => {
      const dialog = await openChat(page);
      await dialog.getByRole('button', { name: 'Poser une question' }).click();
      await dialog.getByRole('button', { name: 'Envoyer' }).click();
      await expect(dialog.getByText('Veuillez indiquer votre nom.').or(dialog.getByRole('alert').first()).first()).toBeVisible();
      await dialog.getByLabel('Nom').fill('Awa Diallo');
      await dialog.getByLabel('E-mail').fill(visitor.email);
      await dialog.getByLabel('Message').fill('Y a-t-il un vestiaire sur place le samedi soir ?');
      await dialog.getByRole('button', { name: 'Envoyer' }).click();
      await expect(dialog.getByText('Message envoyé avec succès !')).toBeVisible();
      const ack = await waitForEmail(request, visitor.email, 'message-received');
      // Sent to an address nobody verified: it repeats nothing the visitor wrote but the subject.
      expect(ack.mail.text ?? '').toContain('Merci de nous avoir écrit !');
      expect(ack.mail.text ?? '').not.toContain('vestiaire');
      await dialog.getByRole('button', { name: 'Fermer' }).first().click();
      await expect(dialog).toBeHidden();
    });

    await test.step('support: back returns to the choice; the order number goes into the subject', async () => {
      const dialog = await openChat(page);
      await dialog.getByRole('button', { name: 'Un problème avec ma commande' }).click();
      await dialog.getByRole('button', { name: 'Retour' }).click();
      await expect(dialog.getByRole('button', { name: 'Poser une question' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Un problème avec ma commande' }).click();
      await dialog.getByLabel('Nom').fill('Awa Diallo');
      await dialog.getByLabel('E-mail').fill(visitor.email);
      await dialog.getByLabel('Problème rencontré').fill('Je n’ai pas reçu mes billets.');
      await dialog.getByLabel('Numéro de commande (facultatif)').fill('KL-7H3K9Q2M');
      await dialog.getByRole('button', { name: 'Envoyer' }).click();
      await expect(dialog.getByText('Message envoyé avec succès !')).toBeVisible();
      await expect
        .poll(async () => {
          const list = await request.get('/api/dev/outbox.json');
          const { messages } = (await list.json()) as { messages: { kind: string; recipient: string; subject: string | null }[] };
          return messages.filter((m) => m.kind === 'message-received' && m.recipient === visitor.email.toLowerCase()).length;
        })
        .toBe(2);
    });
  });

  test('the footer newsletter box subscribes with double opt-in; a newsletter e-mail unsubscribes', async ({ page, request }) => {
    const reader = newAccount('newsletter');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const box = footer.locator('form[data-newsletter], form').filter({ has: page.getByRole('textbox') }).first();
    await box.scrollIntoViewIfNeeded();
    const submit = box.getByRole('button');
    await expectHydrated(submit);
    await box.getByRole('textbox').fill(reader.email);
    await submit.click();
    await expect(footer.getByText('Merci ! Consultez vos e-mails pour confirmer votre inscription.')).toBeVisible();

    const confirmation = await waitForEmail(request, reader.email, 'newsletter-confirm');
    const confirmLink = linkInEmail(confirmation, '/newsletter/confirm');
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByRole('main')).toContainText(/confirmée/i);

    const welcome = await waitForEmail(request, reader.email, 'newsletter-issue');
    // mailparser groups the List-* headers (RFC 2369, RFC 8058) under `list`.
    const list = welcome.mail.headers.get('list') as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined;
    expect(list?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(list?.unsubscribe?.url).toContain('/api/newsletter/unsubscribe');
    const unsubscribeLink = linkInEmail(welcome, '/newsletter/unsubscribe');
    await page.goto(`${unsubscribeLink.pathname}${unsubscribeLink.search}`);
    const button = page.getByRole('main').getByRole('button', { name: 'Me désinscrire' });
    await expectHydrated(button);
    await button.click();
    await expect(page.getByRole('main')).toContainText(/désinscrit/i);

    // Subscribing again answers the same sentence (no enumeration of who is subscribed).
    const again = await request.post('/api/newsletter/subscribe', { data: { email: reader.email } });
    expect(again.status()).toBe(202);
    expect(((await again.json()) as { message: string }).message).toBe('Merci ! Consultez vos e-mails pour confirmer votre inscription.');
  });
});

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer box is a real form: it subscribes and lands on a page that says so', async ({ page, request }) => {
    const reader = newAccount('newsletter-nojs');
    await page.goto('/');
    const box = page.getByRole('contentinfo').locator('form[data-newsletter]');
    await box.getByRole('textbox').fill(reader.email);
    await box.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/newsletter/subscribed');
    await expect(page.getByRole('main')).toContainText('Merci ! Consultez vos e-mails pour confirmer votre inscription.');
    await waitForEmail(request, reader.email, 'newsletter-confirm');

    await page.goto('/');
    await box.getByRole('textbox').fill('pas-une-adresse');
    await box.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/newsletter/invalid-address');
    await expect(page.getByRole('main')).toContainText('L’adresse e-mail n’est pas valide.');
  });
});
