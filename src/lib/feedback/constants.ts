import { siteConfig } from '@/site.config'

/**
 * Facts shared by the feedback widget (browser) and the endpoint (server). This module must stay
 * free of server-only imports because the widget bundles it.
 */
export const FEEDBACK_ENDPOINT = `${siteConfig.basePath}/api/feedback`

export const FEEDBACK_ANSWERS = ['yes', 'no', 'feedback'] as const
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number]

export const MAX_COMMENT_LENGTH = 5000
export const MAX_USER_AGENT_LENGTH = 512
export const MAX_URL_LENGTH = 2048
export const MAX_BODY_BYTES = 16 * 1024
