import { DemoArchive } from '../components/DemoArchive';

/** /archive/{slug}: the demo posts of one archive. */
export default function ArchivePage() {
  return <DemoArchive filter="archive" />;
}
