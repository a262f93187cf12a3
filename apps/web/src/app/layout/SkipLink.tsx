import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** First stop of the keyboard: jumps over the top bar and the sidebar to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={classes.skip}>
      {t('shell.skip-to-content')}
    </a>
  );
}
