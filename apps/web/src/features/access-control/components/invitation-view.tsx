import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { invitationQueryOptions } from '../api/get-invitation';
import { useRoleLabel } from '../roles';
import styles from './access-control.module.css';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface InvitationViewProps {
  /** The code of the link; absent when the link had none. */
  code: string | undefined;
  /** Accepts the invitation (the route makes the session's call and takes the user to the account). */
  onAccept: (code: string) => void;
  accepting: boolean;
  acceptFailed: boolean;
}

/** A state of the page that is not an offer: a title and what to do next. */
function Notice({ kind }: { kind: 'missing' | 'unknown' | 'foreign' | 'accepted' | 'expired' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <section className={`${card.card} ${card.stack}`} role={kind === 'failed' ? 'alert' : undefined}>
      <h2 className={card.heading}>{t(`invitation.states.${kind}.title`)}</h2>
      <p className={styles.muted}>{t(`invitation.states.${kind}.text`)}</p>
      <div>
        <Link to="/">{t('invitation.toDashboard')}</Link>
      </div>
    </section>
  );
}

/**
 * /invitation: what an invitation offers (account, role, sections, who invited, until
 * when) and its acceptance; used, expired, unknown and someone else's invitations get a
 * page that says so instead of an error.
 */
export function InvitationView({ code, onAccept, accepting, acceptFailed }: InvitationViewProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const offer = useQuery({ ...invitationQueryOptions(code ?? ''), enabled: Boolean(code) });
  if (!code) return <Notice kind="missing" />;
  if (offer.isError) {
    const unknown = offer.error instanceof ApiError && [400, 404].includes(offer.error.status);
    return <Notice kind={unknown ? 'unknown' : 'failed'} />;
  }
  if (!offer.data)
    return (
      <div className={`${pageStyles.skeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('invitation.loading')}</span>
      </div>
    );
  if (offer.data.status !== 'open') return <Notice kind={offer.data.status} />;
  const invitation = offer.data;
  return (
    <section className={`${card.card} ${styles.offer}`} aria-labelledby="invitation-offer">
      <h2 id="invitation-offer" className={card.heading}>
        {t(`invitation.accountKinds.${invitation.account_kind}`, { name: invitation.account_name })}
      </h2>
      <p className={styles.offerLine}>
        {invitation.invited_by
          ? t('invitation.offerBy', { email: invitation.invited_by, role: roleLabel(invitation.role) })
          : t('invitation.offer', { role: roleLabel(invitation.role) })}
      </p>
      {invitation.sections.length ? (
        <span className={styles.badges}>
          {invitation.sections.map((section) => (
            <Badge key={section} tone="info">
              {t(`accessControl.sections.${section}`)}
            </Badge>
          ))}
        </span>
      ) : null}
      <p className={styles.muted}>
        {t('invitation.validUntil', { time: formatDateTime(invitation.expires_at, i18n.language) })}
      </p>
      {acceptFailed ? (
        <p className={styles.muted} role="alert">
          {t('invitation.acceptFailed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => onAccept(code)} disabled={accepting}>
          {t('invitation.accept')}
        </Button>
        <Link to="/">{t('invitation.decline')}</Link>
      </div>
    </section>
  );
}
