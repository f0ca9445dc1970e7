import { DANCE_ROLES, type DanceRole, type RolesAvailability } from '@kizomba/api-contract/catalogue';
import { useId } from 'react';
import { translator } from '../../i18n';
import { roles } from '../../i18n/fr/roles';
import './tickets.css';

const t = translator({ roles });

export interface RoleChoiceProps {
  value: DanceRole | null;
  onChange: (role: DanceRole) => void;
  /** Each role's availability, shown under its name (the card's choice); none in the waiting-list form. */
  states?: RolesAvailability;
  disabled?: boolean;
  /** A refusal to show under the choice (« Choisissez d’abord votre rôle de danse. »). */
  error?: string | null | undefined;
  /** Lets the caller focus the first option (a refusal asking for a role). */
  firstInputRef?: React.Ref<HTMLInputElement>;
}

/**
 * « Rôle de danse »: two large options, « Guideur (leader) » and « Suiveur (follower) ». Native radio
 * buttons drawn as cards, so the arrow keys, the form semantics and screen readers work as usual;
 * each option says whether that role can be bought now, is on the waiting list, or is sold out.
 */
export function RoleChoice({ value, onChange, states, disabled, error, firstInputRef }: RoleChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="role-choice" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="role-choice__legend">{t('roles.legend')}</legend>
      <div className="role-choice__options">
        {DANCE_ROLES.map((role, index) => {
          const state = states?.[role];
          return (
            <label className="role-choice__option" data-state={state} key={role}>
              <input
                ref={index === 0 ? firstInputRef : undefined}
                className="role-choice__input"
                type="radio"
                name={name}
                value={role}
                checked={value === role}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(role)}
              />
              <span className="role-choice__name">{t(`roles.choice.${role}`)}</span>
              {state && <span className="role-choice__state">{t(`roles.state.${state}`)}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p className="field__error role-choice__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
