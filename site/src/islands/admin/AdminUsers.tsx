import { useId, useState } from 'react';
import { t } from '../../i18n';
import { ADMIN_ROLES, listAdminUsers, type AdminPage, type AdminRole, type AdminUser } from '../../lib/api/admin';
import { formatDate } from '../../lib/format';
import { nav } from '../auth/nav';
import { LoadState, Pager, pageFromQuery, readQuery, roleLabel, useDebounced, useRemote, writeQuery } from './people-shared';
import './admin.css';
import './people.css';

export const USERS_PAGE_SIZE = 25;

const count = new Intl.NumberFormat('fr-FR');

function roleFromQuery(value: string | null): AdminRole | '' {
  return ADMIN_ROLES.includes(value as AdminRole) ? (value as AdminRole) : '';
}

/**
 * /admin/users (spec §2: admin or scanner): search (name or e-mail, debounced), role filter and a
 * dense paginated table; a row opens /admin/users/{id}. Filters live in the query string.
 */
export default function AdminUsers() {
  const [initial] = useState(readQuery);
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [role, setRole] = useState<AdminRole | ''>(roleFromQuery(initial.get('role')));
  const [page, setPage] = useState(pageFromQuery(initial));
  const search = useDebounced(q.trim());
  const searchId = useId();
  const roleId = useId();

  const users = useRemote<AdminPage<AdminUser>>(
    (signal) => listAdminUsers({ q: search, role, page, pageSize: USERS_PAGE_SIZE }, { signal }),
    JSON.stringify([search, role, page]),
  );

  const changeSearch = (value: string) => {
    setQ(value);
    setPage(1);
    writeQuery({ q: value.trim(), page: 1 });
  };
  const changeRole = (value: AdminRole | '') => {
    setRole(value);
    setPage(1);
    writeQuery({ role: value, page: 1 });
  };
  const changePage = (next: number) => {
    setPage(next);
    writeQuery({ page: next });
  };

  return (
    <div className="admin-people">
      <h1 className="admin-page__title">{t('admin.users.title')}</h1>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-filter admin-filter--grow">
          <label className="admin-filter__label" htmlFor={searchId}>
            {t('admin.users.searchLabel')}
          </label>
          <input
            id={searchId}
            className="admin-input"
            type="search"
            value={q}
            placeholder={t('admin.users.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => changeSearch(event.target.value)}
          />
        </div>
        <div className="admin-filter">
          <label className="admin-filter__label" htmlFor={roleId}>
            {t('admin.users.roleFilter')}
          </label>
          <select id={roleId} className="admin-input" value={role} onChange={(event) => changeRole(event.target.value as AdminRole | '')}>
            <option value="">{t('admin.users.allRoles')}</option>
            {ADMIN_ROLES.map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {users.data ? (
        <>
          <p className="admin-count" aria-live="polite">
            {t('admin.users.count', { count: count.format(users.data.total) })}
          </p>
          {users.data.data.length === 0 ? (
            <p className="admin-state">{t('admin.users.empty')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--rows" aria-label={t('admin.users.tableLabel')}>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.users.colName')}</th>
                    <th scope="col">{t('admin.users.colEmail')}</th>
                    <th scope="col">{t('admin.users.colRole')}</th>
                    <th scope="col" className="num">
                      {t('admin.users.colOrders')}
                    </th>
                    <th scope="col">{t('admin.users.colCreated')}</th>
                    <th scope="col">{t('admin.users.colState')}</th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.data.map((user) => (
                    <UserRow key={user.id} user={user} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={changePage} />
        </>
      ) : (
        <LoadState status={users.status === 'error' ? 'error' : 'loading'} error={users.error} onRetry={users.reload} />
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const href = `/admin/users/${user.id}`;
  return (
    <tr
      className={user.disabled ? 'admin-row admin-row--muted' : 'admin-row'}
      onClick={(event) => {
        // The name is a real link (keyboard, middle click); the rest of the row follows it too.
        if ((event.target as HTMLElement).closest('a')) return;
        nav.assign(href);
      }}
    >
      <td>
        <a className="admin-row__link" href={href}>
          {user.name || t('admin.users.noName')}
        </a>
      </td>
      <td className="admin-cell--email">{user.email}</td>
      <td>
        <span className={`admin-pill admin-pill--${user.role}`}>{roleLabel(user.role)}</span>
      </td>
      <td className="num">{count.format(user.ordersCount)}</td>
      <td>{formatDate(user.createdAt)}</td>
      <td>{user.disabled && <span className="admin-pill admin-pill--disabled">{t('admin.users.disabled')}</span>}</td>
    </tr>
  );
}
