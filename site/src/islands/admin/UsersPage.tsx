import { useId, useState } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { ADMIN_ROLES, listAdminUsers, type AdminPage, type AdminRole, type AdminUser } from '../../lib/api/admin';
import { formatCount, formatDate } from '../../lib/format';
import { nav } from '../auth/nav';
import { useRemote } from '../shared/useRemote';
import { Badge, statusTone } from './components/Badge';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import { Pager } from './components/Pager';
import { SearchBox } from './components/SearchFilters';
import { pageFromQuery, readQuery, useDebounced, writeQuery } from './hooks';
import { roleLabel } from './labels';
import './admin.css';

const t = translator({ admin });

export const USERS_PAGE_SIZE = 25;

function roleFromQuery(value: string | null): AdminRole | '' {
  return ADMIN_ROLES.includes(value as AdminRole) ? (value as AdminRole) : '';
}

/**
 * /admin/users (docs/spec.md §2: admin or scanner): search (name or e-mail, debounced), role filter and a
 * dense paginated table; a row opens /admin/users/{id}. Filters live in the query string.
 */
export default function UsersPage() {
  const [initial] = useState(readQuery);
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [role, setRole] = useState<AdminRole | ''>(roleFromQuery(initial.get('role')));
  const [page, setPage] = useState(pageFromQuery(initial));
  const search = useDebounced(q.trim());
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
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.users.title')}</h1>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field admin-field--grow">
          <SearchBox label={t('admin.users.searchLabel')} placeholder={t('admin.users.searchPlaceholder')} value={q} onChange={changeSearch} />
        </div>
        <div className="admin-field">
          <label className="admin-field__name" htmlFor={roleId}>
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
          <p className="admin-muted" aria-live="polite">
            {t('admin.users.count', { count: formatCount(users.data.total) })}
          </p>
          {users.data.data.length === 0 ? (
            <p className="admin-state">{t('admin.users.empty')}</p>
          ) : (
            <DataTable
              className="admin-table admin-table--rows"
              label={t('admin.users.tableLabel')}
              columns={[
                t('admin.users.colName'),
                t('admin.users.colEmail'),
                t('admin.users.colRole'),
                { label: t('admin.users.colOrders'), num: true },
                t('admin.users.colCreated'),
                t('admin.users.colState'),
              ]}
            >
              {users.data.data.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </DataTable>
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
        <Badge tone={statusTone(user.role)}>{roleLabel(user.role)}</Badge>
      </td>
      <td className="num">{formatCount(user.ordersCount)}</td>
      <td>{formatDate(user.createdAt)}</td>
      <td>{user.disabled && <Badge tone="bad">{t('admin.users.disabled')}</Badge>}</td>
    </tr>
  );
}
