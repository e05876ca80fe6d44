import { useTexts } from '@/lib/texts';
import { useBlogSection } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/** Spec: the blog section shows the `blog-section` block's HTML, or "Section not found." */
export function BlogSection() {
  const { t } = useTexts();
  const { data, isPending, isError } = useBlogSection();
  return (
    <section className="blog-section card" aria-label={t('blog.label')}>
      {isPending && <p className="page-loading">{t('common.loading')}</p>}
      {!isPending && (isError || data === null) && <p className="empty-state">{t('blog.notFound')}</p>}
      {data && <HtmlContent className="html-content" html={data} />}
    </section>
  );
}
