import { useEffect, useMemo } from 'react';
import { GatheringApi } from '../../net/gathering-api';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { GatheringController } from './gathering-controller';

/**
 * Gathering in the main world, mounted once beside the world's panels: it draws nothing itself
 * (the nodes, the harvest bar and the floating results are Phaser's, over the bus), and runs the
 * gathering controller against the server and the socket for as long as the world is open.
 */
export function GatheringLayer({ start }: { start: { x: number; y: number } }) {
  const { api } = useServices();
  const { bus, connection, player } = useWorld();
  const toasts = useToasts();
  const { refresh } = player;
  const gathering = useMemo(() => new GatheringApi(api), [api]);
  const { x, y } = start;

  useEffect(() => {
    const controller = new GatheringController({
      api: gathering,
      bus,
      start: { x, y },
      // The server also says player-updated; asking here too keeps the HUD right when the socket is down.
      onHarvest: () => refresh(),
      onNotice: (notice) => toasts.notify(notice),
    });
    controller.start();
    const off = [
      connection.events.on('node-update', (update) => controller.applyNodeUpdate(update)),
      // Changes made while the socket was away were not heard: list the nodes afresh.
      connection.events.on('established', () => controller.refetch()),
    ];
    return () => {
      for (const unsubscribe of off) unsubscribe();
      controller.stop();
    };
  }, [bus, connection, gathering, refresh, toasts, x, y]);

  return null;
}
