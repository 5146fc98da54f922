import { DemoArchive } from '../components/DemoArchive';

/** /category/{slug}: the demo posts of one category. */
export default function CategoryPage() {
  return <DemoArchive filter="category" />;
}
