import { ticketSlots } from '@kizomba/api-contract/checkout';
import { addressFormat, statesOf, validateCheckoutForm, type CheckoutFieldError } from '@kizomba/checkout-rules';
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { errors } from '../../i18n/fr/common';
import { useCartState } from '../cart/useCartState';
import { ApiError, serverFieldErrors } from '../../lib/api/client';
import { createCheckoutSession, createPaymentRedirect } from '../../lib/api/checkout';
import { formatPrice } from '../../lib/format';
import { browserStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { forgetCart, loadCart, restoreCartFromOrder } from '../cart/store';
import { $session, initSession } from '../auth/session';
import { visibleUser } from '../auth/useSession';
import { EmailField, TextField, SelectField } from './Field';
import {
  changeHolder,
  firstHolderError,
  holderErrorKey,
  holderFieldOfPath,
  holderInputId,
  Holders,
  holdersPayload,
  initialHolders,
  type HolderField,
  type HoldersState,
} from './Holders';
import { OrderSummary } from './OrderSummary';
import { PromoBox } from './PromoBox';
import { readReturnParams, startCheckout } from './flow';
import {
  FIELD_ORDER,
  changeCountry,
  emptyForm,
  fieldErrorMessage,
  fieldOfPath,
  loadSavedForm,
  prefillFromAccount,
  saveForm,
  toCheckoutInput,
  type CheckoutFormState,
  type FieldName,
} from './form';
import '../cart/cart.css';
import './checkout.css';

const t = translator({ checkout, errors });

export interface CheckoutProps {
  /** Every country named in the page's language, computed at build time (keeps i18n-iso-countries out of the bundle). */
  countries: ReadonlyArray<{ code: string; name: string }>;
}

type Phase = 'idle' | 'processing' | 'redirecting';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The browser's navigation, a seam for tests (jsdom cannot navigate). */
export const navigation = {
  assign: (url: string) => window.location.assign(url),
  replacePath: (path: string) => window.history.replaceState(window.history.state, '', path),
};

/** Address placeholders of a country, or the general ones. */
const exampleOf = (country: string) => {
  const line1 = `checkout.addressExamples.${country}.line1`;
  const city = `checkout.addressExamples.${country}.city`;
  return t.has(line1) && t.has(city)
    ? { line1: t(line1), city: t(city) }
    : { line1: t('checkout.addressExamples.default.line1'), city: t('checkout.addressExamples.default.city') };
};

/**
 * The checkout screen (docs/spec.md §2 « Checkout screen », §4 « Checkout », §5, §8): contact and
 * billing address validated by the rules the API applies too, the summary with its quantity
 * controls, the promo box, « Qui vient ? » (a name per ticket) for an order of two tickets or
 * more, then: order (POST /api/checkout/session) → payment page
 * (POST /api/stripe/create-checkout-session) → redirect. Returns from the payment page and
 * « Réessayer » of the status page restore the order's cart.
 */
export default function Checkout({ countries }: CheckoutProps) {
  const { cart, loading } = useCartState();
  const [form, setForm] = useState<CheckoutFormState>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [holders, setHolders] = useState<HoldersState>(initialHolders);
  const [holderErrors, setHolderErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [started, setStarted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const restoredForm = useRef(false);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  // Restore the form kept before going to the payment page, then load or restore the cart.
  useEffect(() => {
    const storage = browserStorage();
    const saved = loadSavedForm(storage);
    if (saved) setForm(saved);
    restoredForm.current = true;
    // A logged-in buyer finds their name and e-mail filled in, once the session is known.
    initSession();
    const unsubscribe = $session.subscribe((session) => {
      const user = visibleUser(session);
      if (user) setForm((current) => prefillFromAccount(current, user));
    });

    const params = readReturnParams(window.location);
    if (params.canceled) setNotice(t('checkout.errors.canceled'));
    let active = true;
    void startCheckout(params, storage).then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'empty') {
        navigation.assign(localHref('/tickets'));
        return;
      }
      if (outcome.kind === 'paid') {
        navigation.assign(localHref(`/confirmation/${encodeURIComponent(outcome.orderId)}`));
        return;
      }
      if (outcome.restoreError) setFormError(outcome.restoreError);
      // The order's cart is restored: a reload must not restore (and cancel) it again.
      if (params.orderId) navigation.replacePath(localHref('/checkout'));
      setStarted(true);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (restoredForm.current) saveForm(browserStorage(), form);
  }, [form]);

  const format = useMemo(() => addressFormat(form.country), [form.country]);
  const states = useMemo(() => (form.country ? statesOf(form.country) : null), [form.country]);
  const countryOptions = useMemo(() => countries.map((country) => ({ value: country.code, label: country.name })), [countries]);
  const example = exampleOf(form.country);

  const setField = (name: FieldName, value: string) => {
    setForm((current) => (name === 'country' ? changeCountry(current, value) : { ...current, [name]: value }));
    if (!errors[name] && !(name === 'country' && (errors.postalCode || errors.state))) return;
    const next = { ...errors };
    delete next[name];
    // A new country makes the postal code and state errors moot (both were just reset).
    if (name === 'country') {
      delete next.postalCode;
      delete next.state;
    }
    setErrors(next);
    // Every flagged field corrected: the global « fill in the required fields » has done its job.
    if (Object.keys(next).length === 0 && formError === t('checkout.errors.requiredFields')) setFormError(null);
  };

  const items = cart?.items ?? [];
  // The tickets this order issues, in the order the API reads `holders`; names asked from two on.
  const slots = useMemo(() => ticketSlots(items), [items]);
  const asksHolders = slots.length >= 2;
  const buyer = { firstName: form.firstName, lastName: form.lastName, email: form.email };

  const setHolder = (index: number, field: HolderField, value: string) => {
    setHolders((current) => changeHolder(current, index, field, value, buyer));
    const key = holderErrorKey(index, field);
    if (holderErrors[key]) {
      const next = { ...holderErrors };
      delete next[key];
      setHolderErrors(next);
    }
  };

  const showErrors = (fieldErrors: FieldErrors, message: string, holderFieldErrors: Record<string, string> = {}) => {
    setErrors(fieldErrors);
    setHolderErrors(holderFieldErrors);
    setFormError(message);
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    const firstHolder = firstHolderError(holderFieldErrors, slots.length);
    if (first) {
      document.getElementById(id(first))?.focus();
    } else if (firstHolder) {
      document.getElementById(holderInputId(uid, firstHolder.index, firstHolder.field))?.focus();
    } else {
      alertRef.current?.focus();
    }
  };

  const cartEmpty = items.length === 0;
  const busy = phase !== 'idle';

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (cartEmpty) {
      showErrors({}, t('checkout.errors.emptyCart'));
      return;
    }
    const validation = validateCheckoutForm(toCheckoutInput(form));
    if (!validation.ok) {
      const fieldErrors: FieldErrors = {};
      for (const error of validation.errors as CheckoutFieldError[]) {
        const name = fieldOfPath(error.field);
        if (name && !fieldErrors[name]) fieldErrors[name] = fieldErrorMessage(error);
      }
      showErrors(fieldErrors, t('checkout.errors.requiredFields'));
      return;
    }

    setErrors({});
    setHolderErrors({});
    setFormError(null);
    setPhase('processing');
    const storage = browserStorage();
    let orderId: string | null = null;
    try {
      const session = await createCheckoutSession({
        cartId: cart?.id ?? null,
        customerInfo: validation.value.customerInfo,
        billingDetails: validation.value.billingDetails,
        ...(asksHolders ? { holders: holdersPayload(holders, slots.length) } : {}),
      });
      orderId = session.orderId;
      writeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId, orderId);
      // The API turned the cart into the order (and deleted it): forget its id.
      forgetCart();

      const origin = window.location.origin;
      const path = encodeURIComponent(orderId);
      const redirect = await createPaymentRedirect({
        orderId,
        successUrl: `${origin}${localHref(`/confirmation/${path}`)}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}${localHref(`/checkout/${path}`)}?canceled=true`,
      });
      setPhase('redirecting');
      navigation.assign(redirect.url);
    } catch (error) {
      setPhase('idle');
      const fields = serverFieldErrors(error);
      const fieldErrors: FieldErrors = {};
      const holderFieldErrors: Record<string, string> = {};
      for (const entry of fields) {
        const holder = holderFieldOfPath(entry.field);
        if (holder) {
          holderFieldErrors[holderErrorKey(holder.index, holder.field)] ??= entry.message;
          continue;
        }
        const name = fieldOfPath(entry.field);
        if (name && !fieldErrors[name]) fieldErrors[name] = entry.message;
      }
      const message = error instanceof ApiError || error instanceof Error ? error.message : t('errors.generic');
      // docs/spec.md §8: after a failure the cart is refetched. Once the order exists the cart is gone,
      // so it is rebuilt from the order (which also releases its places).
      if (orderId) {
        try {
          await restoreCartFromOrder(orderId);
          removeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
        } catch {
          await loadCart();
        }
      } else {
        await loadCart();
      }
      showErrors(fieldErrors, message, holderFieldErrors);
    }
  };

  const requiredState = format.stateRequired;
  const stateLabelBase = t(`checkout.labels.state.${format.state}`);
  const stateLabel =
    requiredState || format.state === 'region' ? stateLabelBase : t('checkout.labels.stateOptional', { label: stateLabelBase });
  const submitLabel =
    phase === 'processing' ? t('checkout.processing') : phase === 'redirecting' ? t('checkout.redirecting') : t('checkout.submit');
  const stepIndex = busy ? 1 : 0;
  const steps = [t('checkout.steps.personalInfo'), t('checkout.steps.summaryPayment'), t('checkout.steps.confirmation')];

  return (
    <div className="checkout">
      <ol className="checkout-steps" aria-label={t('checkout.progressLabel')}>
        {steps.map((label, index) => (
          <li
            key={label}
            className={`checkout-steps__step${index === stepIndex ? ' is-current' : index < stepIndex ? ' is-done' : ''}`}
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="checkout-steps__label">
              <span className="sr-only">{t('checkout.stepNumber', { number: index + 1 })} : </span>
              {label}
            </span>
          </li>
        ))}
      </ol>

      {notice && (
        <p className="checkout-notice" role="status">
          {notice}
        </p>
      )}

      <div className="checkout__layout">
        <form ref={formRef} className="checkout__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <div ref={alertRef} tabIndex={-1} className="checkout-alert-region" role="alert">
            {formError && <p className="checkout-alert">{formError}</p>}
          </div>
          <p className="checkout__required-note">{t('checkout.requiredNote')}</p>

          <fieldset className="checkout-card" disabled={busy}>
            <legend className="checkout-card__title">{t('checkout.contactHeading')}</legend>
            <div className="checkout-grid">
              <TextField
                id={id('firstName')}
                label={t('checkout.firstName')}
                required
                autoComplete="given-name"
                value={form.firstName}
                error={errors.firstName}
                onChange={(event) => setField('firstName', event.target.value)}
              />
              <TextField
                id={id('lastName')}
                label={t('checkout.lastName')}
                required
                autoComplete="family-name"
                value={form.lastName}
                error={errors.lastName}
                onChange={(event) => setField('lastName', event.target.value)}
              />
              <EmailField
                id={id('email')}
                className="checkout-grid__wide"
                label={t('checkout.email')}
                required
                placeholder={t('checkout.emailPlaceholder')}
                hint={t('checkout.emailHint')}
                value={form.email}
                error={errors.email}
                onChange={(event) => setField('email', event.target.value)}
              />
              <TextField
                id={id('phone')}
                className="checkout-grid__wide"
                label={t('checkout.phone')}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('checkout.phonePlaceholder')}
                value={form.phone}
                error={errors.phone}
                onChange={(event) => setField('phone', event.target.value)}
              />
            </div>
          </fieldset>

          {asksHolders && (
            <Holders
              idPrefix={uid}
              slots={slots}
              state={holders}
              buyer={buyer}
              errors={holderErrors}
              disabled={busy}
              onChange={setHolder}
            />
          )}

          <fieldset className="checkout-card" disabled={busy}>
            <legend className="checkout-card__title">{t('checkout.billingHeading')}</legend>
            <div className="checkout-grid">
              <SelectField
                id={id('country')}
                className="checkout-grid__wide"
                label={t('checkout.country')}
                required
                autoComplete="country"
                placeholder={t('checkout.countryPlaceholder')}
                options={countryOptions}
                value={form.country}
                error={errors.country}
                onChange={(event) => setField('country', event.target.value)}
              />
              <TextField
                id={id('line1')}
                className="checkout-grid__wide"
                label={t(`checkout.labels.line1.${format.line1}`)}
                required
                autoComplete="address-line1"
                placeholder={example.line1}
                value={form.line1}
                error={errors.line1}
                onChange={(event) => setField('line1', event.target.value)}
              />
              <TextField
                id={id('line2')}
                className="checkout-grid__wide"
                label={t('checkout.line2')}
                autoComplete="address-line2"
                placeholder={t('checkout.line2Placeholder')}
                value={form.line2}
                error={errors.line2}
                onChange={(event) => setField('line2', event.target.value)}
              />
              {format.postalCodeField && (
                <TextField
                  id={id('postalCode')}
                  label={t(`checkout.labels.postalCode.${format.postalCode}`)}
                  required
                  autoComplete="postal-code"
                  inputMode={format.postalCodeNumeric ? 'numeric' : 'text'}
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder={t('checkout.postalCodePlaceholder', { example: format.postalCodeExample })}
                  value={form.postalCode}
                  error={errors.postalCode}
                  onChange={(event) => setField('postalCode', event.target.value)}
                />
              )}
              <TextField
                id={id('city')}
                label={t(`checkout.labels.city.${format.city}`)}
                required
                autoComplete="address-level2"
                placeholder={example.city}
                value={form.city}
                error={errors.city}
                onChange={(event) => setField('city', event.target.value)}
              />
              {format.stateField === 'select' && states && (
                <SelectField
                  id={id('state')}
                  className="checkout-grid__wide"
                  label={stateLabel}
                  required={requiredState}
                  autoComplete="address-level1"
                  placeholder={t(`checkout.statePlaceholders.${format.state}`)}
                  options={states.map((state) => ({ value: state.code, label: state.name }))}
                  value={form.state}
                  error={errors.state}
                  onChange={(event) => setField('state', event.target.value)}
                />
              )}
              {format.stateField === 'text' && (
                <TextField
                  id={id('state')}
                  className="checkout-grid__wide"
                  label={stateLabel}
                  required={requiredState}
                  autoComplete="address-level1"
                  value={form.state}
                  error={errors.state}
                  onChange={(event) => setField('state', event.target.value)}
                />
              )}
            </div>
            <p className="checkout__international">{t('checkout.internationalNote')}</p>
          </fieldset>

          <PromoBox />

          <div className="checkout-submit">
            {cart && !cartEmpty && (
              <p className="checkout-submit__total">
                <span>{t('checkout.totalToPay')}</span>
                <strong>{formatPrice(cart.total)}</strong>
              </p>
            )}
            <button
              type="submit"
              className="btn btn--primary checkout-submit__button"
              disabled={busy || cartEmpty || (loading && !cart) || !started}
            >
              {submitLabel}
            </button>
            <p className="checkout-submit__terms">
              {t('checkout.termsNotice')} <a href={localHref('/terms')}>{t('checkout.termsLink')}</a>.
            </p>
          </div>
        </form>

        <aside className="checkout__aside">
          <OrderSummary headingId={id('summary')} />
        </aside>
      </div>
    </div>
  );
}
