import { Card } from './Card';
import { CircleAlertIcon, Icon } from './icons';
import './offline-notice.css';

/** While the phone is offline, above a screen that still shows what it kept (the menu) but takes no order. */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <Card tone="tinted" className="troo-offline-notice">
      <p role="status">
        <Icon icon={CircleAlertIcon} size={20} /> You are offline. {children}
      </p>
    </Card>
  );
}
