import { afterEach, describe, expect, it } from 'vitest';
import { CITIES, citiesResponseSchema } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('GET /api/cities', () => {
  it('lists the four map cities from the catalogue, and Venice off the map, without a token', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/cities');
    expect(res.status).toBe(200);
    const body = citiesResponseSchema.parse(await res.json());
    const onMap = body.data.cities.filter((c) => c.onMap);
    expect(onMap.map((c) => c.name).sort()).toEqual(['Baghdad', 'Constantinople', 'Kashgar', 'Samarkand']);
    expect(body.data.cities.find((c) => c.name === 'Venice')).toMatchObject({ id: 5, onMap: false });
    for (const city of CITIES) {
      const listed = body.data.cities.find((c) => c.id === city.id);
      expect(listed).toMatchObject({ name: city.name, x: city.x, y: city.y });
      expect(listed?.buildings).toEqual(city.buildings);
    }
  });

  it('is in the OpenAPI document', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/cities']).toBeDefined();
  });
});
