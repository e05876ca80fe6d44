import { useBlogSection } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/** Spec: the blog section shows the `blog-section` block's HTML, or "Section not found." */
export function BlogSection() {
  const { data, isPending, isError } = useBlogSection();
  return (
    <section className="blog-section card" aria-label="Blog">
      {isPending && <p className="page-loading">Loading...</p>}
      {!isPending && (isError || data === null) && <p className="empty-state">Section not found.</p>}
      {data && <HtmlContent className="html-content" html={data} />}
    </section>
  );
}
