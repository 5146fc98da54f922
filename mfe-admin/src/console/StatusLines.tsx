// The two lines above a console screen: what the last action did (a polite status, empty until
// then) and why it failed (an alert, only when it did).
export function StatusLines({ status, failure }: { status: string; failure: string }) {
  return (
    <>
      <p role="status" className="admin-status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
    </>
  );
}
