import styles from './layouts.module.css';
import logo from './logo.svg?inline';
import monitoring from '@/features/monitoring/components/monitoring.module.css';
import card from '@/components/ui/card.module.css';
import grid from '@/components/ui/card-grid.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** Widths of the navigation's placeholder links, as the shortest and longest menu texts run. */
const navLinkWidths = ['5em', '4em', '6em', '5em', '7em', '4em'];

/** The placeholder of a card, in the page's shimmer with a card's outline. */
function CardFrame() {
  return <div className={`${pageStyles.skeleton} ${monitoring.cardSkeleton}`} />;
}

/**
 * The signed-in area's frame before any script has run: the header with the logo, the
 * navigation and the dashboard's cards as placeholders, laid out by the app's own styles
 * (main-layout.tsx, the dashboard's card grid). The build writes it into the document a
 * signed-in visit to the dashboard gets (`prerenderPlugin`), so the page paints while its
 * scripts, the texts and the session check load; the whole app replaces it in one commit
 * once the router has the page ready (main.tsx). It has no text, so one document serves
 * every language, and it is hidden from assistive technology: it says nothing yet.
 */
export function SignedInShell() {
  return (
    <div className={styles.shell} aria-hidden="true">
      <div className={styles.header}>
        <span className={styles.brand}>
          <img src={logo} alt="" width={28} height={28} />
        </span>
        <span className={styles.spacer} />
        <span className={`${pageStyles.skeleton} ${styles.shellControl}`} />
      </div>
      <div className={styles.nav}>
        {navLinkWidths.map((width, index) => (
          <span key={index} className={styles.navLink}>
            <span className={`${pageStyles.skeleton} ${styles.shellText}`} style={{ width }} />
          </span>
        ))}
      </div>
      <div className={styles.content}>
        <div className={pageStyles.page}>
          <div className={pageStyles.header}>
            <span className={`${pageStyles.skeleton} ${styles.shellTitle}`} />
          </div>
          {[grid.money, ''].map((row) => (
            <div key={row} className={grid.area}>
              <div className={`${grid.grid} ${row}`}>
                {[0, 1, 2, 3].map((index) => (
                  <CardFrame key={index} />
                ))}
              </div>
            </div>
          ))}
          <div className={`${card.card} ${styles.shellChart}`} />
        </div>
      </div>
    </div>
  );
}
