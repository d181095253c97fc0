import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { guardedPages, pagesByRole, roleLabelKeys, type AccessRole } from '@pool/contract';
import { TextField } from '@/components/ui/text-field';
import { faqEntries, faqSections, faqValues, type FaqEntry } from '../faq-entries';
import styles from './faq-page.module.css';

export interface FaqPageProps {
  title: string;
  /** The pool's stratum address from `pools/current`; unknown: the answer says where to find it. */
  stratumAddress: string | undefined;
}

/** Lower case without accents and extra spaces, so "ВОРКЕР" finds "воркер" and "e-mail" finds "E-mail". */
function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

const roles = Object.keys(pagesByRole) as AccessRole[];

/**
 * /faq: the miner's questions, grouped, each a native disclosure (keyboard and screen
 * readers work as the platform's). The filter lives in `?q=`, the open question in the
 * hash, so a link opens it; figures come from the contract and the pool's configuration.
 */
export function FaqPage({ title, stratumAddress }: FaqPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const hashId = decodeURIComponent(location.hash.replace(/^#/, ''));

  const values = useMemo(
    () => faqValues(language, stratumAddress ?? t('faq.noStratum'), (key, options) => t(key, options)),
    [language, stratumAddress, t],
  );
  const items = faqEntries.map((entry) => ({
    ...entry,
    question: t(`faq.questions.${entry.key}.question`, values),
    answer: t(`faq.questions.${entry.key}.answer`, values),
  }));
  const needle = normalize(query);
  const visible = items.filter(
    (item) => item.id === hashId || !needle || normalize(`${item.question} ${item.answer}`).includes(needle),
  );

  // What the reader opened or closed; a question nobody touched is open when the address names it.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isOpen = (id: string) => toggled.get(id) ?? id === hashId;
  useEffect(() => {
    if (hashId) document.getElementById(hashId)?.scrollIntoView?.({ block: 'start' });
  }, [hashId]);

  const toggle = (entry: FaqEntry, open: boolean) => {
    if (open === isOpen(entry.id)) return;
    setToggled((current) => new Map(current).set(entry.id, open));
    if (open && hashId !== entry.id)
      void navigate({ search: location.search, hash: entry.id }, { replace: true, preventScrollReset: true });
  };

  const setQuery = (text: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{t('faq.intro')}</p>
      <div role="search" className={styles.search}>
        <TextField
          type="search"
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className={styles.count} role="status">
        {needle ? t('faq.results', { count: visible.length }) : ''}
      </p>
      {faqSections.map((section) => {
        const inSection = visible.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <section key={section} className={styles.section} aria-labelledby={`faq-section-${section}`}>
            <h2 id={`faq-section-${section}`} className={styles.sectionTitle}>
              {t(`faq.sections.${section}`)}
            </h2>
            {inSection.map((item) => (
              <details
                key={item.id}
                id={item.id}
                className={styles.item}
                open={isOpen(item.id)}
                onToggle={(event) => toggle(item, event.currentTarget.open)}
              >
                <summary className={styles.question}>{item.question}</summary>
                <div className={styles.answer}>
                  {item.answer.split(/\n\s*\n/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                  {item.key === 'roles' ? (
                    <ul className={styles.roles}>
                      {roles.map((role) => (
                        <li key={role}>
                          <strong>{t(`accessControl.roles.${roleLabelKeys[role]}`)}</strong>
                          {': '}
                          {guardedPages
                            .filter((page) => pagesByRole[role].includes(page))
                            .map((page) => t(`pages.${page}.title`))
                            .join(', ')}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link
                    className={styles.anchor}
                    to={{ search: location.search, hash: item.id }}
                    preventScrollReset
                    aria-label={t('faq.linkTo', { question: item.question })}
                  >
                    {t('faq.link')}
                  </Link>
                </div>
              </details>
            ))}
          </section>
        );
      })}
      {visible.length === 0 ? <p className={styles.empty}>{t('faq.noResults')}</p> : null}
    </section>
  );
}
