import { describe, expect, it } from 'vitest'

import { formatInZone, isoToZonedInput, zonedInputToIso, zoneLabel } from './time-zone'

describe('schedule times in the site time zone', () => {
  it('reads a wall-clock time in WIB, WITA or WIT as the right instant', () => {
    expect(zonedInputToIso('2031-03-01T08:00', 'Asia/Jakarta')).toBe('2031-03-01T01:00:00.000Z')
    expect(zonedInputToIso('2031-03-01T08:00', 'Asia/Makassar')).toBe('2031-03-01T00:00:00.000Z')
    expect(zonedInputToIso('2031-03-01T06:30', 'Asia/Jayapura')).toBe('2031-02-28T21:30:00.000Z')
    expect(zonedInputToIso('', 'Asia/Jakarta')).toBe('')
    expect(zonedInputToIso('kemarin', 'Asia/Jakarta')).toBe('')
  })

  it('shows an instant as the wall-clock time of the zone, whatever the browser’s zone', () => {
    expect(isoToZonedInput('2031-03-01T01:00:00Z', 'Asia/Jakarta')).toBe('2031-03-01T08:00')
    expect(isoToZonedInput('2031-02-28T21:30:00+00:00', 'Asia/Jayapura')).toBe('2031-03-01T06:30')
    expect(isoToZonedInput(null, 'Asia/Jakarta')).toBe('')
    // Round trip across a zone with daylight saving time too.
    for (const zone of ['Asia/Jakarta', 'Europe/Berlin']) {
      const iso = '2031-03-30T01:30:00.000Z'
      expect(zonedInputToIso(isoToZonedInput(iso, zone), zone)).toBe(iso)
    }
  })

  it('formats a moment with the zone’s Indonesian short name in both languages', () => {
    expect(formatInZone('2031-03-01T01:00:00Z', 'id', 'Asia/Jakarta')).toMatch(
      /^1 Mar 2031.* 08\.00 WIB$/,
    )
    expect(formatInZone('2031-03-01T01:00:00Z', 'en', 'Asia/Makassar')).toMatch(
      /^1 Mar 2031.* 09:00 WITA$/,
    )
    expect(zoneLabel('Asia/Jayapura')).toBe('WIT')
  })
})
