import { lazy, memo, Suspense, useContext, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, Icon, TabPanel, Tabs } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { popularItems, useMenuGroups } from '../hooks/use-menu-groups';
import { DrawingFirstPaint } from './first-paint-context';
import { FIRST_SCREEN_ROWS, MenuGroupList } from './MenuGroupList';
import { PopularPreview } from './PopularCard';

// react-slick and its styles load with this screen only, never on the landing path: asked for as the
// screen opens (MenuList), beside the menu's own request. Until they arrive the carousel's first
// cards stand still in its place (PopularPreview), as the page's first paint drew them, and until the
// screen has been painted once: the carousel measures its width as it mounts. The list's rows past
// the first screen come then too.
export const loadMostPopular = () => import('./MostPopular');
const MostPopular = lazy(loadMostPopular);

const ALL = 'all';

/**
 * Group arrows, 'All' plus a tab per group, the 'Most Popular' carousel and the grouped list.
 * Memoised: the screen re-renders when the store changes (the outlet becoming the ordering context
 * as the list opens), and the whole list again each time was a long task on a slow phone.
 */
export const MenuBrowser = memo(function MenuBrowser({ items }: { items: CustomerMenuItem[] }) {
  const groups = useMenuGroups(items);
  const [selected, setSelected] = useState(ALL);
  const tabs = [{ id: ALL, label: 'All' }, ...groups.map((group) => ({ id: group.id, label: group.name }))];
  const index = tabs.findIndex((tab) => tab.id === selected);
  const step = (by: number) => setSelected(tabs[(index + by + tabs.length) % tabs.length]!.id);
  const shown = selected === ALL ? groups : groups.filter((group) => group.id === selected);
  const popular = popularItems(items);
  const drawingFirstPaint = useContext(DrawingFirstPaint);
  const painted = useAfterFirstPaint();
  // The first screen's rows first (the page's first paint, then the screen's first commit: the same
  // markup); the rest once that has been painted, in slices.
  const firstScreenOnly = drawingFirstPaint || !painted;

  return (
    <>
      <div className="or-menu__bar">
        <button type="button" className="troo-icon-button" aria-label="Previous group" onClick={() => step(-1)}>
          <Icon icon={ChevronLeftIcon} size={22} />
        </button>
        <Tabs id="or-groups" label="Menu groups" items={tabs} value={selected} onChange={setSelected} />
        <button type="button" className="troo-icon-button" aria-label="Next group" onClick={() => step(1)}>
          <Icon icon={ChevronRightIcon} size={22} />
        </button>
      </div>
      <TabPanel id="or-groups" value={selected}>
        {popular.length > 0 ? (
          <section className="or-menu__popular">
            <h2 className="or-menu__group-title">Most Popular</h2>
            {firstScreenOnly ? (
              <PopularPreview items={popular} />
            ) : (
              <Suspense fallback={<PopularPreview items={popular} />}>
                <MostPopular items={popular} />
              </Suspense>
            )}
          </section>
        ) : null}
        <MenuGroupList groups={shown} rows={firstScreenOnly ? FIRST_SCREEN_ROWS : undefined} />
      </TabPanel>
    </>
  );
});
