import { type KnowledgeFileExtension, knowledgeFileExtensions } from '@shared/knowledge.ts';

/** The file's type by its extension, when it is one a document can be made from. */
export function extensionOfKnowledgeFile(name: string): KnowledgeFileExtension | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (knowledgeFileExtensions as readonly string[]).includes(extension)
    ? (extension as KnowledgeFileExtension)
    : undefined;
}
