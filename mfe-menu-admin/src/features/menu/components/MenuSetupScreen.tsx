import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, useSessionUser } from '@troo/shared';
import { MENU_FETCH_FAILED, MENU_SETUP } from '@troo/shared/contract';
import { Button, QueryState, Sheet, StaffPage } from '@troo/shared/kit';
import { CopyMenuCard } from '../../../common/menu-copy/CopyMenuCard';
import { useMenuData, useMenuRefresh } from '../hooks/use-menu-data';
import { AddEntrySheet, type AddPanel } from './AddEntrySheet';
import { AddItemSheet } from './AddItemSheet';
import { FirstDishCard } from './FirstDishCard';
import { MenuTree } from './MenuTree';
import './menu.css';
import { useWorkingOutlet } from '@troo/shared/portal';

/**
 * Menu setup (onboarding stage 2, and Add Menu in settings): the hierarchy with its add panels
 * (an item's adds its modifier groups and options too), and on an empty menu a first dish typed in place;
 * 'Save and continue' once a category exists, to rooms for a hotel, else to tables.
 */
export function MenuSetupScreen() {
  const outlet = useWorkingOutlet();
  const data = useMenuData(outlet?.id ?? null);
  const refresh = useMenuRefresh();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [panel, setPanel] = useState<AddPanel | null>(null);
  const [done, setDone] = useState(false);
  const close = useCallback(() => setPanel(null), []);
  const onboarding = user ? !user.has_created_menu_item : false;
  const next = user?.business_type === 'Hotel & Lodgings' ? paths.setRooms : paths.setTables;
  const hasCategory = data.categories.status === 'success' && data.categories.data.data.length > 0;
  // Known to be empty (read, no category): a copy of another outlet's menu or a first dish typed in place.
  const emptyMenu = data.categories.status === 'success' && !hasCategory;

  return (
    <StaffPage title="Menu setup" intro={outlet ? `Outlet: ${outlet.name}` : null}>
      {outlet && emptyMenu ? (
        <>
          <CopyMenuCard outlet={outlet} />
          <FirstDishCard branchId={outlet.id} onAdded={refresh} />
        </>
      ) : null}
      <Button onClick={() => setPanel({ kind: 'category' })} disabled={!outlet}>
        Add category
      </Button>
      <QueryState query={data.categories} loadingText="Loading the menu…" errorText={MENU_FETCH_FAILED}>
        {(categories) => (
          <MenuTree
            branchId={outlet!.id}
            categories={categories.data}
            groups={data.groups.status === 'success' ? data.groups.data.data : []}
            items={data.items.status === 'success' ? data.items.data.data : []}
            modifierGroups={data.modifierGroups.status === 'success' ? data.modifierGroups.data.data : []}
            onAdd={setPanel}
          />
        )}
      </QueryState>
      <div className="troo-stack ma-menu__footer">
        <Button disabled={!hasCategory} onClick={() => setDone(true)}>
          Save and continue
        </Button>
        {onboarding ? (
          <Link className="troo-button troo-button--secondary" to={paths.welcome}>
            Cancel
          </Link>
        ) : null}
      </div>
      {panel && outlet ? (
        panel.kind === 'item' ? (
          <AddItemSheet group={panel.group} branchId={outlet.id} onAdded={refresh} onClose={close} />
        ) : (
          <AddEntrySheet panel={panel} branchId={outlet.id} onAdded={refresh} onClose={close} />
        )
      ) : null}
      <Sheet open={done} title={MENU_SETUP} onClose={() => setDone(false)}>
        <p>Next, add your {next === paths.setRooms ? 'rooms' : 'tables'} to print their QR codes.</p>
        <Button onClick={() => navigate(next)}>Continue</Button>
      </Sheet>
    </StaffPage>
  );
}
