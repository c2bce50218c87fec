import { apiCall, Button, useAction } from '@troo/shared';
import type { ApiCalls, CallInput } from '@troo/shared/contract';
import { DownloadIcon, Icon } from '@troo/shared/kit';

type ExportCall = 'GET /report/exportSalesReport' | 'GET /report/exportSettlements';
type Export = { [C in ExportCall]: { call: C; query: CallInput<ApiCalls[C]>['query'] } }[ExportCall];

export type DownloadCsvProps = Export & {
  /** The file's name, without '.csv' ('troo-orders-2026-11-28'). */
  fileName: string;
  /** Default 'Download CSV'; say what when a screen has several. */
  label?: string;
};

/** Saves a file the browser holds as a download, under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Download CSV: the export call of a report, made with the owner's sign-in (a plain link carries no
 * token), saved as a file. The server writes the file (BOM, naira with two decimals) from the same
 * query the screen reads.
 */
export function DownloadCsvButton({ fileName, label = 'Download CSV', ...download }: DownloadCsvProps) {
  const { busy, error, run } = useAction();
  const start = () =>
    run(
      async () => {
        const file =
          download.call === 'GET /report/exportSalesReport'
            ? await apiCall(download.call, { query: download.query }, { responseType: 'blob', silent: true })
            : await apiCall(download.call, { query: download.query }, { responseType: 'blob', silent: true });
        save(file as unknown as Blob, `${fileName}.csv`);
      },
      { fallback: 'The file could not be made. Try again.' },
    );
  return (
    <span className="troo-download">
      <Button variant="secondary" loading={busy} onClick={() => void start()}>
        <Icon icon={DownloadIcon} size={16} />
        {label}
      </Button>
      {error ? (
        <span role="alert" className="troo-download__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
