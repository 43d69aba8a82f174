import React, { createContext, useContext, type ReactNode } from "react";
import { EMPTY_BLOCK_DATA, type BlockData } from "../content/block-data";

const BlockDataContext = createContext<BlockData>(EMPTY_BLOCK_DATA);

export const BlockDataProvider = ({ value, children }: { value: BlockData; children: ReactNode }) => (
  <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>
);

export const useBlockData = (): BlockData => useContext(BlockDataContext);
