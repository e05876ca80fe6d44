import { agentCreateSchema, agentUpdateSchema, type AgentCreate, type AgentUpdate, type User } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

export interface AgentFormValues {
  UserName: string;
  DisplayName: string;
  email: string;
  Password: string;
  /** The Active/Inactive select's value. */
  isActive: 'true' | 'false';
}
export type AgentField = keyof AgentFormValues;
export type AgentFormErrors = Partial<Record<AgentField, string>>;

/** Add mode starts empty and Active (a new agent is active unless unticked); Edit fills in the agent, never a password. */
export function agentFormValues(agent: User | null): AgentFormValues {
  return {
    UserName: agent?.UserName ?? '',
    DisplayName: agent?.DisplayName ?? '',
    email: agent?.email ?? '',
    Password: '',
    isActive: agent && !agent.isActive ? 'false' : 'true',
  };
}

type Checked<Body> = { body: Body; errors?: undefined } | { body?: undefined; errors: AgentFormErrors };

function requestBody({ Password, isActive, ...names }: AgentFormValues) {
  return { ...names, Password, UserType: 'agent' as const, isActive: isActive === 'true' };
}

/** A new agent's body, checked by the contract the server uses: the password is required. */
export function checkNewAgent(values: AgentFormValues): Checked<AgentCreate> {
  const parsed = agentCreateSchema.safeParse(requestBody(values));
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<AgentField>(parsed.error) };
}

/** An edit's body: a blank password is left out, so the agent keeps the old one. */
export function checkAgentChanges(values: AgentFormValues): Checked<AgentUpdate> {
  const { Password, ...rest } = requestBody(values);
  const parsed = agentUpdateSchema.safeParse(Password ? { ...rest, Password } : rest);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<AgentField>(parsed.error) };
}
