import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PORTAL, paths, toast, useAction, apiErrorMessage } from '@troo/shared';
import { MENU_FETCH_FAILED, MENU_REMOVE_CONFIRM, MENU_REMOVED, imageVariants, type MenuGroup, type MenuItem } from '@troo/shared/contract';
import {
  AspectImage,
  Button,
  ConfirmDialog,
  EmptyState,
  List,
  ListRow,
  Price,
  QueryState,
  StaffPage,
  StatusChip,
  TabPanel,
  Tabs,
} from '@troo/shared/kit';
import { removeMenu, removeModifier, type MenuType } from '../api/menu';
import { useMenuData, useMenuRefresh } from '../hooks/use-menu-data';
import { AddItemSheet } from './AddItemSheet';
import { EditItemSheet } from './EditItemSheet';
import { GroupPriceSheet } from './GroupPriceSheet';
import './menu.css';
import { useIsAdmin, useWorkingOutlet } from '@troo/shared/portal';

/** The menu page of one category: /demo/:category/menu-page/:category/troo-portal. */
export const menuPagePath = (category: string) =>
  `/demo/${encodeURIComponent(category)}/menu-page/${encodeURIComponent(category)}/${PORTAL}`;

/** Where a new item goes: the group of the tab shown, or one the owner picks (null). */
type Adding = { group: MenuGroup | null };

/** A category, group or item by name; a single modifier by id. */
type Removal = { type: MenuType; name: string } | { type: 'modifier'; name: string; id: string };

/**
 * Admin menu: the categories, and for one category its groups as tabs with their items (picture,
 * name, naira price, sold out, recommended). For the owner, 'Add item' adds one to the group shown (or,
 * from the categories, to the group chosen) with its modifier groups; an item opens the edit popup; categories,
 * groups and items, and an item's single modifiers, are removed after the spec's confirmation. An
 * employee reads the same menu with none of those controls: the server answers them 403.
 */
export function AdminMenuScreen() {
  const canEdit = useIsAdmin();
  const { categoryId } = useParams();
  const category = categoryId ? decodeURIComponent(categoryId) : null;
  const outlet = useWorkingOutlet();
  const data = useMenuData(outlet?.id ?? null);
  const refresh = useMenuRefresh();
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>(null);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const { busy, run } = useAction();
  const closeEdit = useCallback(() => setEditing(null), []);
  const [pricing, setPricing] = useState<MenuGroup | null>(null);
  const closePricing = useCallback(() => setPricing(null), []);
  const [adding, setAdding] = useState<Adding | null>(null);
  const closeAdding = useCallback(() => setAdding(null), []);

  const remove = () =>
    removal &&
    outlet &&
    run(
      async () => {
        if (removal.type === 'modifier') await removeModifier({ branch_id: outlet.id, modifier_id: removal.id });
        else await removeMenu({ branch_id: outlet.id, menu_type: removal.type, name: removal.name });
        toast(MENU_REMOVED, 'success');
        setRemoval(null);
        setEditing(null);
        refresh();
        if (removal.type === 'category') navigate(paths.adminMenu);
      },
      { onError: (failure) => toast(apiErrorMessage(failure), 'error') },
    );

  const allGroups = data.groups.status === 'success' ? data.groups.data.data : [];
  const groups = allGroups.filter((group) => group.menu_category_name === category);
  const items = data.items.status === 'success' ? data.items.data.data : [];
  const selected = groups.find((group) => group._id === tab) ?? groups[0];

  return (
    <StaffPage
      title={category ?? 'Menu'}
      back={category ? { to: paths.adminMenu, label: 'Menu' } : undefined}
      actions={
        !canEdit ? null : category ? (
          <Button variant="ghost" onClick={() => setRemoval({ type: 'category', name: category })}>
            Remove category
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => navigate(paths.menuSetup)}>
            Add Menu
          </Button>
        )
      }
    >
      <QueryState
        query={data.categories}
        loadingText="Loading the menu…"
        errorText={MENU_FETCH_FAILED}
        isEmpty={(answer) => answer.data.length === 0}
        emptyText="No items found"
      >
        {(answer) =>
          !category ? (
            <>
              <List label="Categories">
                {answer.data.map((entry) => (
                  <ListRow
                    key={entry._id}
                    title={entry.name}
                    media={<AspectImage src={entry.image} variants={imageVariants(entry.image, [96, 192])} sizes="48px" alt="" ratio={1} />}
                    to={menuPagePath(entry.name)}
                  />
                ))}
              </List>
              {canEdit && allGroups.length > 0 ? (
                <Button variant="secondary" className="ma-menu__add-item" onClick={() => setAdding({ group: null })}>
                  Add item
                </Button>
              ) : null}
            </>
          ) : groups.length === 0 || !selected ? (
            <EmptyState title="No items found" />
          ) : (
            <>
              <Tabs
                id="ma-groups"
                label="Menu groups"
                items={groups.map((group) => ({ id: group._id, label: group.name }))}
                value={selected._id}
                onChange={setTab}
              />
              <TabPanel id="ma-groups" value={selected._id}>
                {canEdit ? (
                  <Button variant="secondary" className="ma-menu__add-item" onClick={() => setAdding({ group: selected })}>
                    Add item
                  </Button>
                ) : null}
                <List label={selected.name}>
                  {items
                    .filter((item) => item.group_id === selected._id)
                    .map((item) => (
                      <ListRow
                        key={item._id}
                        title={item.menu_item_name}
                        description={
                          <>
                            <Price naira={item.menu_item_price} />
                            {item.is_frozen ? <StatusChip tone="danger">Sold out</StatusChip> : null}
                            {item.is_recommended ? <StatusChip tone="success">Recommended</StatusChip> : null}
                          </>
                        }
                        media={
                          <AspectImage
                            src={item.menu_item_image}
                            variants={imageVariants(item.menu_item_image, [96, 192])}
                            sizes="48px"
                            alt={item.menu_item_name}
                            ratio={1}
                          />
                        }
                        onClick={canEdit ? () => setEditing(item) : undefined}
                      />
                    ))}
                </List>
                {canEdit ? (
                  <>
                    <Button variant="ghost" onClick={() => setPricing(selected)}>
                      Price for all items of {selected.name}
                    </Button>
                    <Button variant="ghost" onClick={() => setRemoval({ type: 'group', name: selected.name })}>
                      Remove group {selected.name}
                    </Button>
                  </>
                ) : null}
              </TabPanel>
            </>
          )
        }
      </QueryState>
      {canEdit && editing && outlet ? (
        <EditItemSheet
          item={editing}
          branchId={outlet.id}
          onRemoveModifier={(modifier) => {
            setEditing(null);
            setRemoval({ type: 'modifier', ...modifier });
          }}
          onSaved={refresh}
          onClose={closeEdit}
          onRemove={() => {
            setEditing(null);
            setRemoval({ type: 'item', name: editing.menu_item_name });
          }}
        />
      ) : null}
      {canEdit && pricing ? <GroupPriceSheet group={pricing} onSaved={refresh} onClose={closePricing} /> : null}
      {canEdit && adding && outlet ? (
        <AddItemSheet branchId={outlet.id} group={adding.group} groups={allGroups} onAdded={refresh} onClose={closeAdding} />
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        title={removal ? `Remove ${removal.name}` : ''}
        message={MENU_REMOVE_CONFIRM}
        confirmLabel="Remove"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoval(null)}
      />
    </StaffPage>
  );
}
