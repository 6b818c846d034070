import { cloudOfRoute, cloudsNamedIn } from '@/lib/clouds'

describe('clouds', () => {
  it('knows the cloud of a provider page, its Terraform page included, and of no other page', () => {
    expect(cloudOfRoute('/docs/reference/providers/aws')).toBe('aws')
    expect(cloudOfRoute('/docs/reference/providers/gcp/websockets')).toBe('gcp')
    expect(cloudOfRoute('/reference/providers/terraform/aws')).toBe('aws')
    expect(cloudOfRoute('/docs/reference/providers/azure/secrets#key-vault')).toBe('azure')
    expect(cloudOfRoute('/docs/reference/providers/terraform')).toBeUndefined()
    expect(cloudOfRoute('/docs/reference/providers/awsome')).toBeUndefined()
    expect(cloudOfRoute('/docs/guides/deploying/azure-pipelines')).toBeUndefined()
  })

  it('finds the clouds a question names by a whole word, in any case', () => {
    expect([...cloudsNamedIn('Deploy to Google Cloud Run')]).toEqual(['gcp'])
    expect([...cloudsNamedIn('move from AWS Lambda to azure functions')].sort()).toEqual(['aws', 'azure'])
    expect([...cloudsNamedIn('raise the Lambda memory of one service')]).toEqual(['aws'])
    expect([...cloudsNamedIn('my lambdas time out')]).toEqual(['aws'])
    expect([...cloudsNamedIn('awsome app on amazonian servers')]).toEqual([])
  })
})
