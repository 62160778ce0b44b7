import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Panel',
  loading: 'Cargando...',
  toolsFailed: 'No se pudieron cargar las herramientas: %{error}',
  tools: 'Herramientas',
  tagId: 'Id de etiqueta: %{id}',
  recentEdits: 'Continuar donde lo dejó',
  changed: '%{label} · modificado %{when}',
  protectedSettings: 'Configuración protegida',
  protectedNote: 'Visible solo para el administrador principal (MoJoAdmin)',
} satisfies SameKeys<typeof en>;
