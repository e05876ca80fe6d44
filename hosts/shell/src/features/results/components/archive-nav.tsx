import { Link } from 'react-router';

export interface ArchiveLink {
  href: string;
  label: string;
}

/** Plain links to the neighbouring charts: they work without scripts and let search engines find every month. */
export function ArchiveNav({ label, links }: { label: string; links: Array<ArchiveLink | undefined> }) {
  return (
    <nav className="archive-nav" aria-label={label}>
      <ul>
        {links.map(
          (link) =>
            link && (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ),
        )}
      </ul>
    </nav>
  );
}
