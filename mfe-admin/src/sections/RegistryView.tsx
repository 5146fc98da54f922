// The remote registry, read-only, for admins: which build of each remote every municipality gets
// (the default, then each customer's overrides and canary shares). Operators change it with
// `npm run registry` on the server (docs/operations.md, "Pointing one customer at another build of a remote").
import { useEffect, useState } from 'react';
import type { RegistryDetailResponse } from '@portal/contract';
import { corporateCall, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import type { EditorProps } from './section-spec';

type Registry = RegistryDetailResponse['data'];

export function RegistryView(_props: EditorProps) {
  const { t } = useTranslation();
  const [registry, setRegistry] = useState<Registry | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    corporateCall('registry/detail', {}).then(setRegistry, (error) => setFailure(failureOf(error).message));
  }, []);

  if (failure) return <p role="alert" className="admin-failure">{failure}</p>;
  if (!registry) return <p role="status">{t('Loading...')}</p>;
  const overrides = Object.entries(registry.customers).flatMap(([customer, remotes]) =>
    Object.entries(remotes).map(([remote, entry]) => ({ customer, remote, ...entry })));
  return (
    <>
      <p>{t('Read-only: the server\'s operator changes it with npm run registry.')}</p>
      <table className="admin-table">
        <caption>{t('Default builds')}</caption>
        <thead><tr><th scope="col">{t('Remote')}</th><th scope="col">{t('Address')}</th></tr></thead>
        <tbody>
          {Object.entries(registry.default).map(([remote, url]) => (
            <tr key={remote}><td>{remote}</td><td className="admin-url">{url}</td></tr>
          ))}
        </tbody>
      </table>
      <table className="admin-table">
        <caption>{t('Per municipality')}</caption>
        <thead><tr><th scope="col">{t('Municipality (console)')}</th><th scope="col">{t('Remote')}</th><th scope="col">{t('Address')}</th><th scope="col">{t('Share of visitors')}</th></tr></thead>
        <tbody>
          {overrides.length === 0 ? (
            <tr><td colSpan={4}>{t('No municipality has builds of its own.')}</td></tr>
          ) : overrides.map((entry) => (
            <tr key={`${entry.customer}-${entry.remote}`}><td>{entry.customer}</td><td>{entry.remote}</td><td className="admin-url">{entry.url}</td><td>{`${entry.percent} %`}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
