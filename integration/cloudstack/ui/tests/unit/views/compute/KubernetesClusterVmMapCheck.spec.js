// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.

import { flushPromises } from '@vue/test-utils'

import mockAxios from '../../../mock/mockAxios'
import common from '../../../common'
import en from '@public/locales/en.json'
import KubernetesClusterVmMapCheck from '@/views/compute/KubernetesClusterVmMapCheck'
import KubernetesServiceTab from '@/views/compute/KubernetesServiceTab'
import compute from '@/config/section/compute'
import { i18n as appI18n } from '@/locales'

jest.mock('axios', () => mockAxios)
jest.mock('@/vue-app', () => ({
  vueProps: {
    $localStorage: {
      set: jest.fn((key, value) => {}),
      get: jest.fn((key) => {
        return null
      })
    }
  }
}))

const API = 'getKubernetesClusterVmMapCheckResults'
const CLUSTER = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'prod',
  state: 'Alert',
  clustertype: 'CloudManaged',
  virtualmachines: []
}

const STORED_ANSWER = {
  getkubernetesclustervmmapcheckresultsresponse: {
    kubernetesclustervmmapcheckresults: {
      id: CLUSTER.id,
      name: 'prod',
      status: 'checked',
      lastsweep: '2026-12-04T21:55:00+0000',
      freshcheck: false,
      nodeview: 'unavailable',
      nodeviewreason: 'kubectl exited with status 1',
      mismatch: [
        {
          kind: 'mapped_vm_destroyed',
          key: 'mapped:11',
          virtualmachineid: 'vm-uuid-destroyed',
          virtualmachinename: 'prod-node-1a2b3',
          virtualmachinestate: 'Destroyed',
          reported: true,
          description: 'Kubernetes cluster prod: its node VM prod-node-1a2b3 is Destroyed'
        },
        {
          kind: 'mapped_vm_expunged',
          key: 'mapped:12',
          virtualmachineid: 'vm-uuid-expunged',
          virtualmachinename: 'prod-node-9z8y7',
          virtualmachinestate: 'Expunging',
          reported: true,
          description: 'Kubernetes cluster prod: its node VM prod-node-9z8y7 was expunged'
        },
        {
          kind: 'unmapped_vm',
          key: 'unmapped:13',
          virtualmachineid: 'vm-uuid-unmapped',
          virtualmachinename: 'prod-node-handmade',
          virtualmachinestate: 'Running',
          reported: false,
          description: 'Kubernetes cluster prod: VM prod-node-handmade is named as its node but is not in its map'
        },
        {
          kind: 'node_without_vm',
          key: 'node:prod-ghost',
          node: 'prod-ghost',
          reported: true,
          description: 'Kubernetes cluster prod: node prod-ghost matches no VM of the cluster'
        }
      ],
      stuckstate: {
        state: 'Scaling',
        since: '2026-12-04T19:00:00+0000',
        bound: 3600,
        setting: 'cloud.kubernetes.cluster.scale.timeout',
        reported: true,
        description: 'Kubernetes cluster prod has been in state Scaling for at least 2 hours'
      }
    }
  }
}

const FRESH_ANSWER = {
  getkubernetesclustervmmapcheckresultsresponse: {
    kubernetesclustervmmapcheckresults: {
      id: CLUSTER.id,
      name: 'prod',
      status: 'checked',
      lastsweep: '2026-12-04T22:05:00+0000',
      freshcheck: true,
      nodeview: 'available',
      mismatch: []
    }
  }
}

const SKIPPED_ANSWER = {
  getkubernetesclustervmmapcheckresultsresponse: {
    kubernetesclustervmmapcheckresults: {
      id: CLUSTER.id,
      name: 'prod',
      status: 'skipped',
      skipreason: 'the cluster is Stopped',
      freshcheck: false,
      nodeview: 'notlookedat',
      mismatch: []
    }
  }
}

const i18n = common.createMockI18n('en', { en })
const router = common.createMockRouter()
const mocks = {
  $notifyError: jest.fn(),
  $notification: {
    error: jest.fn(),
    info: jest.fn(),
    success: jest.fn(),
    warning: jest.fn()
  },
  $message: {
    error: jest.fn()
  }
}

function storeFor (roletype, withApi = true) {
  const apis = { listEvents: {}, listAnnotations: {} }
  if (withApi) {
    apis[API] = { params: [{ name: 'id' }, { name: 'performfreshcheck' }] }
  }
  return common.createMockStore({ user: { apis, info: { roletype } } })
}

function checkCalls () {
  return mockAxios.mock.calls.filter(([config]) => config.params && config.params.command === API)
}

function mountCheck (store = storeFor('Admin')) {
  return common.createFactory(KubernetesClusterVmMapCheck, {
    router,
    i18n,
    store,
    mocks,
    props: { resource: { ...CLUSTER } }
  })
}

// "Run a fresh check", confirmed: the button opens CloudStack's usual confirmation, whose OK runs the check.
async function runFreshCheck (wrapper) {
  await wrapper.find('button.fresh-check-button').trigger('click')
  wrapper.findComponent({ name: 'APopconfirm' }).vm.$emit('confirm')
  await flushPromises()
}

// The cluster's page answers every other call of its panes with an empty listing.
function serviceTabResponses (config) {
  switch (config.params && config.params.command) {
    case 'listNetworks':
      return { listnetworksresponse: { network: [] } }
    case 'listPublicIpAddresses':
      return { listpublicipaddressesresponse: {} }
    case 'getKubernetesClusterConfig':
      return { getkubernetesclusterconfigresponse: { clusterconfig: { configdata: 'apiVersion: v1' } } }
    case 'listAnnotations':
      return { listannotationsresponse: {} }
    case 'listConfigurations':
      return { listconfigurationsresponse: { configuration: [{ value: '50000' }] } }
    case API:
      return STORED_ANSWER
    default:
      return {}
  }
}

function mountServiceTab (store, resource = CLUSTER) {
  mockAxios.mockImplementation((config) => Promise.resolve(serviceTabResponses(config)))
  return common.createFactory(KubernetesServiceTab, {
    router,
    i18n,
    store,
    mocks,
    props: { resource: { ...resource } }
  })
}

describe('Views > compute > KubernetesClusterVmMapCheck.vue', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockAxios.mockReset()
    jest.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks for the stored answer when it opens, without a fresh check', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    mountCheck()
    await flushPromises()

    expect(checkCalls()).toHaveLength(1)
    expect(mockAxios).toHaveBeenCalledWith({
      url: '/',
      method: 'GET',
      params: {
        command: API,
        id: CLUSTER.id,
        response: 'json'
      }
    })
  })

  it('shows the status, the last sweep, the node view and its reason', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const summary = wrapper.find('.vm-map-check-summary').text()
    expect(summary).toContain('Checked')
    expect(summary).toContain('04 Dec 2026 21:55:00')
    expect(summary).toContain('From the database: the Instances as they are now, the node view as the last sweep stored it')
    const nodeView = wrapper.find('.node-view').text()
    expect(nodeView).toContain('Unavailable')
    expect(nodeView).toContain('kubectl exited with status 1')
  })

  it('shows each mismatch in a short row: its kind, the Instance with its state and a link to its page, the node, reported or not, its key; the text folded', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const rows = wrapper.findAll('.mismatches tbody tr.ant-table-row')
    expect(rows).toHaveLength(4)
    const destroyed = rows[0]
    expect(destroyed.text()).toContain('Mapped Instance destroyed')
    expect(destroyed.text()).toContain('prod-node-1a2b3')
    expect(destroyed.text()).toContain('Destroyed')
    expect(destroyed.text()).toContain('Reported')
    expect(destroyed.text()).toContain('mapped:11')
    expect(destroyed.text()).not.toContain('Kubernetes cluster prod: its node VM prod-node-1a2b3 is Destroyed')
    expect(destroyed.find('a[href="#/vm/vm-uuid-destroyed"]').exists()).toBe(true)
    await destroyed.find('.ant-table-row-expand-icon').trigger('click')
    expect(wrapper.find('.mismatch-description').text()).toBe('Kubernetes cluster prod: its node VM prod-node-1a2b3 is Destroyed')

    // An expunged Instance has no page: its name without a link.
    expect(rows[1].text()).toContain('Mapped Instance expunged')
    expect(rows[1].text()).toContain('prod-node-9z8y7')
    expect(rows[1].find('a').exists()).toBe(false)

    expect(rows[2].text()).toContain('Instance missing from the map')
    expect(rows[2].text()).toContain('Not reported yet')
    expect(rows[2].find('a[href="#/vm/vm-uuid-unmapped"]').exists()).toBe(true)

    expect(rows[3].text()).toContain('Node without an Instance')
    expect(rows[3].text()).toContain('prod-ghost')
    expect(rows[3].find('a').exists()).toBe(false)
  })

  it('says first why a cluster in Alert stays there, since when, and what to do', async () => {
    mockAxios.mockResolvedValue({
      getkubernetesclustervmmapcheckresultsresponse: {
        kubernetesclustervmmapcheckresults: {
          ...STORED_ANSWER.getkubernetesclustervmmapcheckresultsresponse.kubernetesclustervmmapcheckresults,
          alertreason: '1 of 3 mapped VMs is not Running: prod-node-1 (id 17) is Stopped',
          alertreasonkind: 'vm_state',
          alertsince: '2026-12-04T19:00:00+0000',
          alertreasondescription: 'Kubernetes cluster prod (id 42): the cluster is in Alert ... Start a Stopped VM (startVirtualMachine)'
        }
      }
    })
    const wrapper = mountCheck()
    await flushPromises()

    const reason = wrapper.find('.alert-reason')
    expect(reason.exists()).toBe(true)
    expect(reason.text()).toContain('Seen in Alert since 04 Dec 2026 19:00:00: 1 of 3 mapped VMs is not Running: prod-node-1 (id 17) is Stopped')
    expect(reason.text()).toContain('Start a Stopped VM (startVirtualMachine)')
    // At the top: before the count and the summary.
    const html = wrapper.html()
    expect(html.indexOf('alert-reason')).toBeLessThan(html.indexOf('vm-map-check-count'))
  })

  it('shows no Alert reason for a cluster that is not in Alert', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    expect(wrapper.find('.alert-reason').exists()).toBe(false)
  })

  it('shows the stuck state: the state, since when, the bound and its setting, the text', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const stuck = wrapper.find('.stuck-state').text()
    expect(stuck).toContain('The cluster has been in state Scaling since 04 Dec 2026 19:00:00, longer than 3600 seconds (setting cloud.kubernetes.cluster.scale.timeout)')
    expect(stuck).toContain('Kubernetes cluster prod has been in state Scaling for at least 2 hours')
    expect(stuck).toContain('Reported')
  })

  it('asks before a fresh check runs: the button alone checks nothing', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()
    await wrapper.find('button.fresh-check-button').trigger('click')
    await flushPromises()
    expect(checkCalls()).toHaveLength(1)
    const confirm = wrapper.findComponent({ name: 'APopconfirm' })
    expect(confirm.props('title')).toContain('Check this cluster now')
    confirm.vm.$emit('confirm')
    await flushPromises()
    expect(checkCalls()).toHaveLength(2)
  })

  it('runs a fresh check when the button is clicked and confirmed, and shows its answer', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    let answer
    mockAxios.mockImplementation(() => new Promise(resolve => { answer = resolve }))
    await runFreshCheck(wrapper)
    expect(wrapper.vm.freshCheckLoading).toBe(true)
    expect(wrapper.find('button.fresh-check-button').classes()).toContain('ant-btn-loading')
    answer(FRESH_ANSWER)
    await flushPromises()

    expect(checkCalls()).toHaveLength(2)
    expect(mockAxios).toHaveBeenLastCalledWith({
      url: '/',
      method: 'GET',
      params: {
        command: API,
        id: CLUSTER.id,
        performfreshcheck: true,
        response: 'json'
      }
    })
    expect(wrapper.vm.freshCheckLoading).toBe(false)
    expect(wrapper.find('button.fresh-check-button').classes()).not.toContain('ant-btn-loading')
    expect(wrapper.find('.vm-map-check-summary').text()).toContain('A fresh check, run just now, the node view included')
    expect(wrapper.find('.node-view').text()).toContain('Available')
    expect(wrapper.find('.stuck-state').exists()).toBe(false)
    expect(wrapper.findAll('.mismatches tbody tr.ant-table-row')).toHaveLength(0)
    expect(wrapper.find('.mismatches').text()).toContain('No mismatch: the map, the Instances and the nodes agree')
  })

  it('does not say the nodes agree when a fresh check could not see them', async () => {
    const blind = JSON.parse(JSON.stringify(FRESH_ANSWER))
    Object.assign(blind.getkubernetesclustervmmapcheckresultsresponse.kubernetesclustervmmapcheckresults,
      { nodeview: 'unavailable', nodeviewreason: 'connection refused' })
    mockAxios.mockResolvedValue(blind)
    const wrapper = mountCheck()
    await flushPromises()

    expect(wrapper.find('.node-view').text()).toContain('Unavailable')
    expect(wrapper.findAll('.mismatches tbody tr.ant-table-row')).toHaveLength(0)
    const empty = wrapper.find('.mismatches').text()
    expect(empty).toContain('No mismatch between the map and the Instances; the nodes were not compared (node view unavailable)')
    expect(empty).not.toContain('the nodes agree')
  })

  it('shows a skipped cluster and why', async () => {
    mockAxios.mockResolvedValue(SKIPPED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const summary = wrapper.find('.vm-map-check-summary').text()
    expect(summary).toContain('Skipped')
    expect(summary).toContain('the cluster is Stopped')
    expect(summary).toContain('No sweep has run yet')
    expect(wrapper.find('.node-view').text()).toContain('Not looked at')
    expect(wrapper.find('.mismatches').text()).toContain('The cluster is not checked')
  })

  it('shows an API error as CloudStack does, and in the pane', async () => {
    const error = { response: { status: 432, data: { getkubernetesclustervmmapcheckresultsresponse: { errortext: 'The Kubernetes cluster VM map check is off' } } } }
    mockAxios.mockRejectedValue(error)
    const wrapper = mountCheck()
    await flushPromises()

    expect(mocks.$notifyError).toHaveBeenCalledWith(error)
    expect(wrapper.find('.vm-map-check-summary').exists()).toBe(false)
    expect(wrapper.find('.vm-map-check-error').text()).toContain('The VM map check gave no answer for this cluster')
    expect(wrapper.find('.vm-map-check-error').text()).toContain('The Kubernetes cluster VM map check is off')
    expect(wrapper.vm.loading).toBe(false)
  })

  it('says first how many mismatches there are and how many are not reported yet, in the warning colour', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const count = wrapper.find('.vm-map-check-count')
    expect(count.text()).toContain('4 mismatches, 1 not reported yet')
    expect(count.classes()).toContain('ant-alert-warning')
    expect(wrapper.find('.vm-map-check-announcement').attributes('aria-live')).toBe('polite')
    expect(wrapper.find('.vm-map-check-summary .ant-tag').classes()).toContain('ant-tag-orange')
    expect(wrapper.find('h3.vm-map-check-mismatches-heading').text()).toBe('Mismatches')

    mockAxios.mockResolvedValue(FRESH_ANSWER)
    await runFreshCheck(wrapper)
    await flushPromises()
    expect(wrapper.find('.vm-map-check-count').text()).toContain('No mismatch: the map, the Instances and the nodes agree')
    expect(wrapper.find('.vm-map-check-count').classes()).toContain('ant-alert-success')
  })

  it('keeps a fresh check running when the page hands the same cluster again (a refresh of the page)', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    let answer
    mockAxios.mockImplementation(() => new Promise(resolve => { answer = resolve }))
    await runFreshCheck(wrapper)
    await wrapper.setProps({ resource: { ...CLUSTER, state: 'Running' } })
    await flushPromises()
    expect(checkCalls()).toHaveLength(2)
    answer(FRESH_ANSWER)
    await flushPromises()
    expect(wrapper.vm.result.freshcheck).toBe(true)
    expect(wrapper.vm.freshCheckLoading).toBe(false)
  })

  it('names a mapped Instance that is gone by its database id, and pages a long list by ten', async () => {
    const many = JSON.parse(JSON.stringify(STORED_ANSWER))
    const answer = many.getkubernetesclustervmmapcheckresultsresponse.kubernetesclustervmmapcheckresults
    answer.mismatch = Array.from({ length: 12 }, (_, i) => ({
      kind: 'mapped_vm_missing',
      key: 'mapped:' + (100 + i),
      reported: true,
      description: 'Kubernetes cluster prod: the VM map has a row for VM id ' + (100 + i)
    }))
    mockAxios.mockResolvedValue(many)
    const wrapper = mountCheck()
    await flushPromises()

    const rows = wrapper.findAll('.mismatches tbody tr.ant-table-row')
    expect(rows).toHaveLength(10)
    expect(rows[0].find('.gone-vm').text()).toBe('gone (database id 100)')
    expect(wrapper.find('.mismatches .ant-pagination').exists()).toBe(true)
    expect(wrapper.find('.vm-map-check-count').text()).toContain('12 mismatches, all reported')
  })

  it('says when the fresh check it shows was run', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()
    expect(wrapper.find('.fresh-check-at').exists()).toBe(false)
    mockAxios.mockResolvedValue(FRESH_ANSWER)
    await runFreshCheck(wrapper)
    await flushPromises()
    expect(wrapper.find('.fresh-check-at').exists()).toBe(true)
    expect(wrapper.vm.freshCheckAt).not.toBeNull()
  })

  it('shows a skipped cluster in the neutral colour', async () => {
    mockAxios.mockResolvedValue(SKIPPED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()
    expect(wrapper.find('.vm-map-check-count').classes()).toContain('ant-alert-info')
  })

  it('answers for the cluster shown: another cluster selected during a fresh check is asked at once, the old answer dropped', async () => {
    mockAxios.mockResolvedValue(STORED_ANSWER)
    const wrapper = mountCheck()
    await flushPromises()

    const pending = {}
    mockAxios.mockImplementation((config) => new Promise(resolve => { pending[config.params.id] = resolve }))
    await runFreshCheck(wrapper)
    const other = { ...CLUSTER, id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'stage' }
    await wrapper.setProps({ resource: other })
    await flushPromises()

    expect(checkCalls().map(([config]) => config.params.id)).toEqual([CLUSTER.id, CLUSTER.id, other.id])
    pending[CLUSTER.id](FRESH_ANSWER)
    await flushPromises()
    expect(wrapper.find('.vm-map-check-summary').exists()).toBe(false)
    expect(wrapper.vm.loading).toBe(true)

    const stage = JSON.parse(JSON.stringify(SKIPPED_ANSWER))
    Object.assign(stage.getkubernetesclustervmmapcheckresultsresponse.kubernetesclustervmmapcheckresults, { id: other.id, name: 'stage' })
    pending[other.id](stage)
    await flushPromises()
    expect(wrapper.vm.result.id).toBe(other.id)
    expect(wrapper.find('.vm-map-check-summary').text()).toContain('the cluster is Stopped')
    expect(wrapper.vm.loading).toBe(false)
  })
})

describe('Views > compute > KubernetesServiceTab.vue: the VM map check pane', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockAxios.mockReset()
    jest.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('is there for a root admin when the server has the API, and asks for the answer once opened', async () => {
    const wrapper = mountServiceTab(storeFor('Admin'))
    await flushPromises()

    expect(wrapper.text()).toContain('VM map check')
    expect(checkCalls()).toHaveLength(0)

    await wrapper.setData({ currentTab: 'vmmapcheck' })
    await flushPromises()
    expect(checkCalls()).toHaveLength(1)
    expect(checkCalls()[0][0].params.id).toBe(CLUSTER.id)
    expect(wrapper.find('.mismatches').exists()).toBe(true)
  })

  it.each([
    ['a domain admin', 'DomainAdmin', true, CLUSTER],
    ['a user', 'User', true, CLUSTER],
    ['a root admin on a server without the API', 'Admin', false, CLUSTER],
    ['a root admin on an ExternalManaged cluster', 'Admin', true, { ...CLUSTER, clustertype: 'ExternalManaged' }]
  ])('is not there for %s, and nothing is asked', async (who, roletype, withApi, resource) => {
    const wrapper = mountServiceTab(storeFor(roletype, withApi), resource)
    await flushPromises()
    await wrapper.setData({ currentTab: 'vmmapcheck' })
    await flushPromises()

    expect(wrapper.text()).not.toContain('VM map check')
    expect(checkCalls()).toHaveLength(0)
  })
})

describe('Config > compute > kubernetes: the cluster list column', () => {
  const section = compute.children.find(child => child.name === 'kubernetes')
  const getters = (roletype, withApi) => ({
    userInfo: { roletype },
    apis: withApi ? { [API]: {} } : {},
    listAllProjects: false
  })
  const column = () => section.columns(getters('Admin', true)).find(c => typeof c === 'object' && c.field === 'vmmapcheck')
  const REASON = '1 of 3 mapped VMs is not Running: prod-node-1 (id 17) is Stopped'

  beforeEach(() => {
    appI18n.global.setLocaleMessage('en', en)
  })

  it('offers one column, "VM map check", before the zone, opt-in, for a root admin when the server has the API', () => {
    const columns = section.columns(getters('Admin', true))
    expect(column()).toEqual({ field: 'vmmapcheck', customTitle: 'vm.map.check', optional: true, vmmapcheck: expect.any(Function) })
    expect(columns.filter(c => typeof c === 'object' && 'vmmapcheck' in c)).toHaveLength(1)
    expect(columns).not.toContain('vmmapmismatches')
    expect(columns[columns.length - 1]).toBe('zonename')
    expect(en['label.vm.map.check']).toBe('VM map check')
  })

  it('shows why a cluster is in Alert as its kind\'s short label, first of all', () => {
    const labels = {
      vm_state: 'VMs not Running',
      map_count: 'map rows \u2260 nodes',
      no_address: 'no SSH address',
      nodes_unknown: 'nodes not listed',
      ready_nodes: 'nodes not Ready',
      waiting_on_cks: 'waiting on CKS'
    }
    for (const [kind, label] of Object.entries(labels)) {
      expect(column().vmmapcheck({ alertreason: REASON, alertreasonkind: kind, stuckstate: 'Scaling', vmmapmismatches: 3 })).toBe(label)
      expect(label.length).toBeLessThanOrEqual(16)
    }
  })

  it('shows the reason\'s headline for a kind it has no label for (a newer server) or no kind (an older one)', () => {
    expect(column().vmmapcheck({ alertreason: REASON, alertreasonkind: 'new_kind' })).toBe('1 of 3 mapped VMs is not Running')
    expect(column().vmmapcheck({ alertreason: REASON })).toBe('1 of 3 mapped VMs is not Running')
    expect(column().vmmapcheck({ alertreason: 'x'.repeat(70) })).toBe('x'.repeat(39) + '\u2026')
  })

  it('shows a stuck state next, then the count of mismatches reported, and nothing when there is none', () => {
    expect(column().vmmapcheck({ stuckstate: 'Scaling', vmmapmismatches: 3 })).toBe('stuck in Scaling')
    expect(column().vmmapcheck({ vmmapmismatches: 3 })).toBe('mismatches: 3')
    expect(column().vmmapcheck({ vmmapmismatches: 0 })).toBe('')
    expect(column().vmmapcheck({})).toBe('')
  })

  it.each([
    ['a domain admin', 'DomainAdmin', true],
    ['a user', 'User', true],
    ['a root admin on a server without the API', 'Admin', false]
  ])('leaves the columns as they were for %s', (who, roletype, withApi) => {
    const columns = section.columns(getters(roletype, withApi))
    expect(columns.some(c => typeof c === 'object' && 'vmmapcheck' in c)).toBe(false)
  })
})
