import { useEffect, useState } from 'react';
import { apiErrorMessage, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import type { OutletMenuSize } from '@troo/shared/contract';
import { Button, Card, SelectField, toast } from '@troo/shared/kit';
import { useMenuRefresh } from '../use-menu-refresh';
import { copyMenu } from './copy-menu';
import './copy-menu.css';

interface CopyMenuCardProps {
  /** The outlet with no menu yet, which the copy goes to. */
  outlet: { id: string; name: string };
}

const optionLabel = (source: OutletMenuSize) => `${source.branch_name} (${source.items} ${source.items === 1 ? 'item' : 'items'})`;

/**
 * A second outlet starts with an empty menu: the owner copies another outlet's whole menu into it in
 * one step. Shown only while this outlet has no menu and another outlet has one to copy.
 */
export function CopyMenuCard({ outlet }: CopyMenuCardProps) {
  const refreshMenu = useMenuRefresh();
  const sizes = useApiQuery('GET /menu/outletMenuSizes', {});
  const invalidate = useInvalidate();
  const { busy, run } = useAction();
  const [chosen, setChosen] = useState('');
  // Menus change on other screens without telling this read: read the sizes afresh on every visit.
  useEffect(() => {
    invalidate('GET /menu/outletMenuSizes');
  }, [invalidate]);
  const outlets = sizes.status === 'success' ? sizes.data.data : [];
  const sources = outlets.filter((o) => o.branch_id !== outlet.id && o.categories > 0);
  const targetIsEmpty = outlets.some((o) => o.branch_id === outlet.id && o.categories === 0);
  if (!targetIsEmpty || sources.length === 0) return null;
  const source = sources.find((o) => optionLabel(o) === chosen) ?? (sources.length === 1 ? sources[0] : undefined);

  const copy = () =>
    source &&
    run(
      async () => {
        const answer = await copyMenu(source.branch_id, outlet.id);
        toast(answer.message, 'success');
        invalidate('GET /menu/outletMenuSizes');
        refreshMenu();
      },
      { onError: (failure) => toast(apiErrorMessage(failure), 'error') },
    );

  return (
    <Card title="Copy menu from another outlet" className="ma-copy-menu">
      <div className="troo-stack">
        <p className="ma-copy-menu__intro">
          Start {outlet.name}&apos;s menu with a copy of another outlet&apos;s: categories, groups, items, modifiers and pictures. Sold-out
          marks are not copied.
        </p>
        <SelectField
          label="Copy from"
          options={sources.map(optionLabel)}
          placeholder={sources.length === 1 ? undefined : 'Choose an outlet'}
          value={source ? optionLabel(source) : ''}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button onClick={() => void copy()} disabled={!source || busy}>
          {busy ? 'Copying…' : 'Copy menu'}
        </Button>
      </div>
    </Card>
  );
}
