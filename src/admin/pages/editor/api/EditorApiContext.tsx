// The editor's calls come from context: the app uses the real client, specs
// provide one over a fake fetch (the data provider's pattern).
import { createContext, useContext, type ReactNode } from 'react';
import { createEditorApi, type EditorApi } from './editor-api.js';

let defaultApi: EditorApi | undefined;
const ApiContext = createContext<EditorApi | undefined>(undefined);

export function EditorApiProvider({ api, children }: { api: EditorApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The app's client (the real HTTP client), shared by every editor screen. */
export function appEditorApi(): EditorApi {
  return (defaultApi ??= createEditorApi());
}

export function useEditorApi(): EditorApi {
  return useContext(ApiContext) ?? appEditorApi();
}
