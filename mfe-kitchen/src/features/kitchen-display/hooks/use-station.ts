import { useState } from 'react';
import { useApiQuery } from '@troo/shared';

/** This device's station per outlet (a bar's tablet stays the Bar across loads); none stored: All. */
const stationKey = (branchId: string) => `troo-kitchen-station:${branchId}`;

function storedStation(branchId: string | null): string | null {
  if (!branchId) return null;
  try {
    return localStorage.getItem(stationKey(branchId));
  } catch {
    return null; // storage refused (private mode): All, for this page
  }
}

/**
 * The outlet's stations and the one this display shows (null: All, the pass's whole orders). A
 * stored station since removed reads as All.
 */
export function useStation(branchId: string | null) {
  const answer = useApiQuery('GET /station/getStations', branchId ? { query: { branch_id: branchId } } : null);
  // The choice made here, for the outlet it was made in; another outlet reads its own stored one.
  const [choice, setChoice] = useState(() => ({ branchId, stationId: storedStation(branchId) }));
  const chosen = choice.branchId === branchId ? choice.stationId : storedStation(branchId);
  const stations = answer.status === 'success' ? answer.data.data : [];
  const station = stations.find((candidate) => candidate._id === chosen) ?? null;

  const choose = (stationId: string | null) => {
    if (!branchId) return;
    try {
      if (stationId) localStorage.setItem(stationKey(branchId), stationId);
      else localStorage.removeItem(stationKey(branchId));
    } catch {
      // as above
    }
    setChoice({ branchId, stationId });
  };
  return { stations, station, choose };
}
