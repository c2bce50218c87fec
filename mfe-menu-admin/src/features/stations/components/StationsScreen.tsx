import { useState, type FormEvent } from 'react';
import { paths } from '@troo/shared';
import { Button, Card, QueryState, SelectField, StaffPage, TextInput } from '@troo/shared/kit';
import { useWorkingOutlet } from '@troo/shared/portal';
import { useStations } from '../hooks/use-stations';
import { StationRow } from './StationRow';
import './stations.css';

/**
 * The owner's stations of the working outlet (Kitchen, Bar…): add, rename, remove, and which station
 * makes each category. Each station's kitchen display then shows only its lines of every order; a
 * category left to the default station goes to the first one.
 */
export function StationsScreen() {
  const outlet = useWorkingOutlet();
  const { stations, categories, busy, error, add, rename, remove, assign } = useStations(outlet?.id ?? null);
  const [newName, setNewName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return;
    void add(newName.trim()).then((done) => done && setNewName(''));
  };

  return (
    <StaffPage title="Stations" back={{ to: paths.settings, label: 'Settings' }} intro={outlet ? `Outlet: ${outlet.name}` : null}>
      <QueryState query={stations} loadingText="Loading stations…">
        {({ data: list }) => (
          <div className="troo-stack">
            <Card title="Stations">
              <ul className="ma-stations__list">
                {list.map((station) => (
                  <StationRow
                    key={`${station._id}:${station.name}`}
                    station={station}
                    busy={busy}
                    removable={list.length > 1}
                    onRename={(name) => rename(station._id, name)}
                    onRemove={() => void remove(station._id)}
                  />
                ))}
              </ul>
              <form className="ma-stations__add" onSubmit={submit} noValidate>
                <TextInput label="New station" value={newName} maxLength={60} onChange={(event) => setNewName(event.target.value)} />
                <Button type="submit" disabled={busy || !newName.trim()}>
                  Add station
                </Button>
              </form>
            </Card>
            <Card title="Which station makes each category">
              <QueryState
                query={categories}
                loadingText="Loading categories…"
                isEmpty={(answer) => answer.data.length === 0}
                emptyText="No categories yet"
              >
                {({ data: categoryList }) => (
                  <div className="troo-stack">
                    {categoryList.map((category) => {
                      const current = list.find((station) => station.category_ids.includes(category._id)) ?? list[0];
                      return (
                        <SelectField
                          key={category._id}
                          label={category.name}
                          options={list.map((station) => station.name)}
                          value={current?.name ?? ''}
                          disabled={busy}
                          onChange={(event) => {
                            const station = list.find((candidate) => candidate.name === event.target.value);
                            if (station) void assign(category._id, station._id);
                          }}
                        />
                      );
                    })}
                  </div>
                )}
              </QueryState>
            </Card>
            {error ? (
              <p className="troo-field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        )}
      </QueryState>
    </StaffPage>
  );
}
