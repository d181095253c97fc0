import { useTranslation } from 'react-i18next';
import type { DeletionRequest, UserDetail } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { UserSection } from './user-section';
import styles from './users.module.css';

/** The person: verification, second-factor methods, created, last seen; and, for staff who manage users, the two actions. */
export function UserProfileSection({
  person,
  onAction,
}: {
  person: UserDetail;
  onAction: (action: 'reset' | 'delete') => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <UserSection title={t('users.profile')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('users.columns.security')}</dt>
          <dd>{person.verified ? t('users.verified') : t('users.unverified')}</dd>
        </div>
        <div>
          <dt>{t('users.twoFactorMethods')}</dt>
          <dd>
            {person.second_factor_methods.length
              ? person.second_factor_methods.map((method) => t(`users.methods.${method}`)).join(', ')
              : t('users.twoFactorOff')}
          </dd>
        </div>
        <div>
          <dt>{t('users.columns.created')}</dt>
          <dd>{formatDateTime(person.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('users.lastSeen')}</dt>
          <dd>{person.last_seen_at ? formatDateTime(person.last_seen_at, language) : t('users.never')}</dd>
        </div>
      </dl>
      {person.can_manage ? (
        <div className={styles.actions}>
          <Button
            kind="transparent"
            disabled={person.second_factor_methods.length === 0}
            onClick={() => onAction('reset')}
          >
            {t('users.reset')}
          </Button>
          <Button kind="transparent" onClick={() => onAction('delete')}>
            {t('users.delete')}
          </Button>
        </div>
      ) : null}
    </UserSection>
  );
}

/** The user's removal request; an open one is completed by deleting the user. */
export function DeletionRequestSection({
  request,
  canManage,
  onDelete,
}: {
  request: DeletionRequest;
  canManage: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <UserSection title={t('users.deletionRequest.title')}>
      <p>
        {t(`users.deletionRequest.${request.status}`, {
          account: request.account_name,
          time: formatDateTime(request.requested_at, i18n.language),
        })}
      </p>
      {canManage && request.status === 'open' ? (
        <div>
          <Button onClick={onDelete}>{t('users.deletionRequest.complete')}</Button>
        </div>
      ) : null}
    </UserSection>
  );
}
