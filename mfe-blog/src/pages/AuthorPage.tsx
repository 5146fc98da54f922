import { DemoArchive } from '../components/DemoArchive';

/** /author/{slug}: the demo posts of one author. */
export default function AuthorPage() {
  return <DemoArchive filter="author" />;
}
