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
package com.cloud.kubernetes.cluster.vmmap;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.Mock;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.dc.Vlan;
import com.cloud.dc.VlanVO;
import com.cloud.dc.dao.VlanDao;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckCloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckEndpoints.Facts;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckEndpoints.NetworkKind;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckEndpoints.PublicIp;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckEndpoints.VmAddress;
import com.cloud.network.Network;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.IPAddressVO;
import com.cloud.network.dao.NetworkDao;
import com.cloud.network.dao.NetworkVO;
import com.cloud.offering.NetworkOffering;
import com.cloud.offerings.NetworkOfferingVO;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.utils.net.Ip;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VMInstanceDetailVO;
import com.cloud.vm.VmDetailConstants;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * How the check reaches a control node: the action worker's decisions, cluster by cluster (a pure function of what a
 * batch read), and the batched reads themselves (a fixed number of queries per batch of clusters, whatever their
 * number). That the decisions equal the action worker's own over CloudStack's real DAOs is held by the database scale
 * harness, for every cluster of a seeded cloud.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckEndpointsTest {
    private static final String KEY = "/var/lib/cloudstack/management/.ssh/id_rsa";
    private static final long OFFERING = 5;
    private static final long ROUTED_OFFERING = 6;

    private Facts facts;

    @Mock
    private KubernetesClusterDao kubernetesClusterDao;
    @Mock
    private KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    @Mock
    private KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    @Mock
    private NetworkDao networkDao;
    @Mock
    private NetworkOfferingDao networkOfferingDao;
    @Mock
    private IPAddressDao ipAddressDao;
    @Mock
    private VlanDao vlanDao;
    @Mock
    private UserVmDao userVmDao;
    @Mock
    private VMInstanceDetailsDao vmInstanceDetailsDao;
    @Mock
    private ConfigurationDao configurationDao;

    @Before
    public void setUp() {
        facts = new Facts();
        facts.offerings.put(OFFERING, NetworkOffering.NetworkMode.NATTED);
        facts.offerings.put(ROUTED_OFFERING, NetworkOffering.NetworkMode.ROUTED);
    }

    /** Cluster {@code id} on network {@code 100 + id}, with map rows of VMs {@code 10 * id + k}, the first one (row 1) with a row. */
    private void cluster(long id, Network.GuestType type, Long vpcId, long offering, Long etcdNodes, int vms) {
        facts.clusters.put(id, clusterVo(id, 100 + id, etcdNodes));
        facts.networks.put(100 + id, network(100 + id, type, vpcId, offering));
        List<KubernetesClusterVmMapVO> rows = new ArrayList<>();
        for (int k = vms - 1; k >= 0; k--) {
            long vmId = 10 * id + k;
            rows.add(rowVo(1000 * id + k, id, vmId));
            facts.vms.put(vmId, vmAddress(vmId, "10.1." + id + "." + k));
        }
        facts.rows.put(id, rows);
    }

    private SshEndpoint endpoint(long id) {
        return KubernetesClusterVmMapCheckEndpoints.endpoint(id, facts, KEY);
    }

    @Test
    public void theExternalLoadBalancerDetailComesFirst() {
        cluster(1, Network.GuestType.Shared, null, OFFERING, null, 3);
        facts.details.put(1L, Collections.singletonMap(ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, "198.51.100.7"));
        assertEquals(SshEndpoint.of("198.51.100.7", 2222, "cloud", KEY).toString(), endpoint(1).toString());
    }

    @Test
    public void anIsolatedNetworkIsReachedAtItsSourceNatIpOnPort2222() {
        cluster(1, Network.GuestType.Isolated, null, OFFERING, null, 3);
        facts.sourceNatIps.put(101L, publicIp(9, "ip-9", "203.0.113.5", 101L, null));
        assertEquals(SshEndpoint.of("203.0.113.5", 2222, "cloud", KEY).toString(), endpoint(1).toString());
        facts.sourceNatIps.clear();
        assertEquals(SshEndpoint.unreachable("no SSH address for the control node").toString(), endpoint(1).toString());
    }

    @Test
    public void aVpcTierIsReachedAtThePublicIpOfItsDetailOnlyWhenItBelongsToTheTiersVpc() {
        cluster(1, Network.GuestType.Isolated, 77L, OFFERING, null, 3);
        facts.details.put(1L, Collections.singletonMap(ApiConstants.PUBLIC_IP_ID, "ip-uuid-1"));
        facts.ipsByUuid.put("ip-uuid-1", publicIp(3, "ip-uuid-1", "203.0.113.9", null, 77L));
        assertEquals(SshEndpoint.of("203.0.113.9", 2222, "cloud", KEY).toString(), endpoint(1).toString());
        facts.ipsByUuid.put("ip-uuid-1", publicIp(3, "ip-uuid-1", "203.0.113.9", null, 78L));
        assertFalse("an IP of another VPC is not used", endpoint(1).isReachable());
        facts.details.clear();
        assertFalse("no detail, no address", endpoint(1).isReachable());
    }

    @Test
    public void aSharedOrRoutedNetworkIsReachedAtTheControlVmsPrivateIpOnPort22() {
        // The map's VM ids sorted: 20, 21, 22, 23; with one etcd node the control VM is the second, 21.
        cluster(2, Network.GuestType.Shared, null, OFFERING, 1L, 4);
        assertEquals(SshEndpoint.of("10.1.2.1", 22, "cloud", KEY).toString(), endpoint(2).toString());
        cluster(3, Network.GuestType.Isolated, null, ROUTED_OFFERING, null, 3);
        assertEquals("routed: the first VM id", SshEndpoint.of("10.1.3.0", 22, "cloud", KEY).toString(), endpoint(3).toString());
        facts.vms.remove(30L);
        assertFalse("the control VM gone: no address", endpoint(3).isReachable());
        cluster(4, Network.GuestType.Shared, null, OFFERING, 5L, 3);
        assertTrue(endpoint(4).unreachableReason, endpoint(4).unreachableReason.contains("control node 5 of 3 VMs"));
    }

    @Test
    public void theLoginUserIsTheDetailOfTheFirstRowsVmAndAGoneVmIsAnError() {
        cluster(1, Network.GuestType.Isolated, null, OFFERING, null, 3);
        facts.sourceNatIps.put(101L, publicIp(9, "ip-9", "203.0.113.5", 101L, null));
        // Row ids 1000..1002; the first row (1000) is VM 10.
        facts.loginUsers.put(10L, "core");
        assertEquals("core", endpoint(1).user);
        facts.loginUsers.put(10L, "");
        assertEquals("an empty detail is no detail", "cloud", endpoint(1).user);
        facts.vms.remove(10L);
        assertTrue(endpoint(1).unreachableReason.contains("Failed to find login user"));
        facts.rows.remove(1L);
        assertEquals("no map rows: the default user", "cloud", endpoint(1).user);
    }

    @Test
    public void aClusterWithoutNetworkOrOfferingOrRowIsUnreachableWithAReason() {
        assertEquals(SshEndpoint.unreachable("the cluster is gone").toString(), endpoint(9).toString());
        cluster(1, Network.GuestType.Isolated, null, 99, null, 3);
        assertTrue(endpoint(1).unreachableReason.contains("the offering of network 101 cannot be found"));
        cluster(2, Network.GuestType.Shared, null, 99, null, 3);
        assertTrue("a shared network needs no offering", endpoint(2).isReachable());
        facts.networks.remove(102L);
        assertTrue(endpoint(2).unreachableReason.contains("network cannot be found"));
    }

    @Test
    public void theKeyIsTheManagementServersIdRsaOrIdRsaCloudInDeveloperMode() {
        assertEquals("/var/lib/cloudstack/management/.ssh/id_rsa",
                KubernetesClusterVmMapCheckEndpoints.managementServerKeyFile("false", "/var/lib/cloudstack/management").getPath());
        assertEquals("/root/.ssh/id_rsa.cloud", KubernetesClusterVmMapCheckEndpoints.managementServerKeyFile("true", "/root").getPath());
        assertEquals("/root/.ssh/id_rsa", KubernetesClusterVmMapCheckEndpoints.managementServerKeyFile(null, "/root").getPath());
    }

    @Test
    public void aBatchIsAFixedNumberOfQueriesWhateverItsClustersAndLargeSetsAreSplit() {
        Map<String, DaoSearchStub<?>> stubs = new HashMap<>();
        List<List<Long>> clusterReads = new ArrayList<>();
        Mockito.when(kubernetesClusterDao.listByIds(Mockito.anyCollection())).thenAnswer(inv -> {
            List<Long> ids = new ArrayList<>(inv.getArgument(0));
            clusterReads.add(ids);
            List<KubernetesClusterVO> out = new ArrayList<>();
            ids.forEach(id -> out.add(clusterVo(id, 100_000 + id, null)));
            return out;
        });
        List<List<String>> detailReads = new ArrayList<>();
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Mockito.anyCollection(), Mockito.anyCollection())).thenAnswer(inv -> {
            detailReads.add(new ArrayList<>(inv.getArgument(1)));
            return Collections.emptyList();
        });
        List<List<Long>> mapReads = new ArrayList<>();
        Mockito.when(kubernetesClusterVmMapDao.listByClusterIds(Mockito.anyCollection())).thenAnswer(inv -> {
            List<Long> ids = new ArrayList<>(inv.getArgument(0));
            mapReads.add(ids);
            List<KubernetesClusterVmMapVO> out = new ArrayList<>();
            ids.forEach(id -> out.add(rowVo(id, id, 1_000_000 + id)));
            return out;
        });
        stubs.put("networks", new DaoSearchStub<>(networkDao, NetworkVO.class, p -> {
            List<NetworkKind> out = new ArrayList<>();
            DaoSearchStub.longs(p, KubernetesClusterVmMapCheckEndpoints.ID_IN).forEach(id -> out.add(network(id, Network.GuestType.Isolated, null, OFFERING)));
            return out;
        }));
        stubs.put("offerings", new DaoSearchStub<>(networkOfferingDao, NetworkOfferingVO.class, p -> Collections.emptyList()));
        stubs.put("ips", new DaoSearchStub<>(ipAddressDao, IPAddressVO.class, p -> {
            List<PublicIp> out = new ArrayList<>();
            DaoSearchStub.longs(p, KubernetesClusterVmMapCheckEndpoints.NETWORK_ID_IN).forEach(n -> out.add(publicIp(n, "u" + n, "203.0.113.1", n, null)));
            return out;
        }));
        new DaoSearchStub<>(vlanDao, VlanVO.class, p -> Collections.emptyList());
        stubs.put("vms", new DaoSearchStub<>(userVmDao, UserVmVO.class, p -> {
            List<VmAddress> out = new ArrayList<>();
            DaoSearchStub.longs(p, KubernetesClusterVmMapCheckEndpoints.ID_IN).forEach(id -> out.add(vmAddress(id, "10.0.0.1")));
            return out;
        }));
        stubs.put("login", new DaoSearchStub<>(vmInstanceDetailsDao, VMInstanceDetailVO.class, p -> Collections.emptyList()));
        KubernetesClusterVmMapCheckEndpoints endpoints = new KubernetesClusterVmMapCheckEndpoints(kubernetesClusterDao, kubernetesClusterDetailsDao,
                kubernetesClusterVmMapDao, networkDao, networkOfferingDao, ipAddressDao, vlanDao, userVmDao, vmInstanceDetailsDao, configurationDao);

        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= 2_500; id++) {
            ids.add(id);
        }
        Map<Long, SshEndpoint> resolved = endpoints.resolve(ids);
        assertEquals(2_500, resolved.size());
        // The offerings answered nothing: every cluster's offering "cannot be found" (a routed-mode check needs it).
        assertTrue(resolved.get(1L).unreachableReason.contains("offering"));
        // 2 500 clusters: three batches (1 000, 1 000, 500); per batch one query of each kind.
        for (String kind : Arrays.asList("networks", "offerings", "ips", "vms", "login")) {
            assertEquals(kind, 3, stubs.get(kind).queries.size());
        }
        assertEquals(3, detailReads.size());
        assertEquals(Arrays.asList(1_000, 1_000, 500), Arrays.asList(clusterReads.get(0).size(), clusterReads.get(1).size(), clusterReads.get(2).size()));
        assertEquals(clusterReads, mapReads);
        assertEquals(Arrays.asList(1L, 1_000L, 1_001L, 2_500L), Arrays.asList(clusterReads.get(0).get(0), clusterReads.get(0).get(999),
                clusterReads.get(1).get(0), clusterReads.get(2).get(499)));
        assertEquals(Arrays.asList(ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, ApiConstants.PUBLIC_IP_ID), detailReads.get(0));
        assertEquals(Collections.singletonList(VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER),
                stubs.get("login").queries.get(0).get(KubernetesClusterVmMapCheckEndpoints.NAME));
        Mockito.verify(configurationDao, Mockito.times(1)).getValue("developer");
        Mockito.verify(networkDao, Mockito.never()).findById(Mockito.anyLong());
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.never()).findDetail(Mockito.anyLong(), Mockito.anyString());
        Mockito.verify(kubernetesClusterDao, Mockito.never()).createSearchBuilder();
        Mockito.verify(kubernetesClusterDao, Mockito.never()).createSearchBuilder(Mockito.any());
        Mockito.verify(kubernetesClusterVmMapDao, Mockito.never()).createSearchBuilder(Mockito.any());
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.never()).createSearchBuilder();
    }

    /** A cluster row as {@code KubernetesClusterDao} returns it: id, network, etcd node count. */
    private static KubernetesClusterVO clusterVo(long id, Long networkId, Long etcdNodes) {
        KubernetesClusterVO c = Mockito.mock(KubernetesClusterVO.class);
        Mockito.lenient().when(c.getId()).thenReturn(id);
        Mockito.lenient().when(c.getNetworkId()).thenReturn(networkId);
        Mockito.lenient().when(c.getEtcdNodeCount()).thenReturn(etcdNodes);
        return c;
    }

    /** A map row as {@code KubernetesClusterVmMapDao} returns it. */
    private static KubernetesClusterVmMapVO rowVo(long id, long clusterId, long vmId) {
        KubernetesClusterVmMapVO r = Mockito.mock(KubernetesClusterVmMapVO.class);
        Mockito.lenient().when(r.getId()).thenReturn(id);
        Mockito.lenient().when(r.getClusterId()).thenReturn(clusterId);
        Mockito.lenient().when(r.getVmId()).thenReturn(vmId);
        return r;
    }

    @Test
    public void isolatedNetworksSourceNatIpsAreOneQueryOnVirtualNetworkVlans() {
        List<KubernetesClusterVO> clusters = Arrays.asList(clusterVo(1, 101L, null), clusterVo(2, 102L, null));
        Mockito.when(kubernetesClusterDao.listByIds(Arrays.asList(1L, 2L))).thenReturn(clusters);
        new DaoSearchStub<>(networkDao, NetworkVO.class, p -> Arrays.asList(network(101, Network.GuestType.Isolated, null, OFFERING),
                network(102, Network.GuestType.Isolated, null, OFFERING)));
        new DaoSearchStub<>(networkOfferingDao, NetworkOfferingVO.class, p -> Collections.singletonList(offering(OFFERING)));
        DaoSearchStub<IPAddressVO> ips = new DaoSearchStub<>(ipAddressDao, IPAddressVO.class, p -> Arrays.asList(
                publicIp(8, "u8", "203.0.113.8", 101L, null), publicIp(4, "u4", "203.0.113.4", 101L, null),
                publicIp(6, "u6", "203.0.113.6", 102L, null)));
        new DaoSearchStub<>(vlanDao, VlanVO.class, p -> Collections.emptyList());
        new DaoSearchStub<>(userVmDao, UserVmVO.class, p -> Collections.emptyList());
        new DaoSearchStub<>(vmInstanceDetailsDao, VMInstanceDetailVO.class, p -> Collections.emptyList());
        KubernetesClusterVmMapCheckEndpoints endpoints = new KubernetesClusterVmMapCheckEndpoints(kubernetesClusterDao, kubernetesClusterDetailsDao,
                kubernetesClusterVmMapDao, networkDao, networkOfferingDao, ipAddressDao, vlanDao, userVmDao, vmInstanceDetailsDao, configurationDao);
        Map<Long, SshEndpoint> resolved = endpoints.resolve(Arrays.asList(1L, 2L));
        assertEquals("the lowest id of several", "203.0.113.4", resolved.get(1L).address);
        assertEquals("203.0.113.6", resolved.get(2L).address);
        Mockito.verify(kubernetesClusterDao, Mockito.times(1)).listByIds(Mockito.anyCollection());
        assertEquals(1, ips.queries.size());
        Map<String, List<Object>> q = ips.queries.get(0);
        assertEquals(Arrays.asList(101L, 102L), DaoSearchStub.longs(q, KubernetesClusterVmMapCheckEndpoints.NETWORK_ID_IN));
        assertEquals(Collections.singletonList(true), q.get(KubernetesClusterVmMapCheckEndpoints.SOURCE_NAT));
        assertEquals(Collections.singletonList(Vlan.VlanType.VirtualNetwork),
                q.get(KubernetesClusterVmMapCheckEndpoints.VLAN + "." + KubernetesClusterVmMapCheckEndpoints.VLAN_TYPE));
    }

    private static KubernetesClusterVmMapCheckEndpoints.OfferingMode offering(long id) {
        KubernetesClusterVmMapCheckEndpoints.OfferingMode o = new KubernetesClusterVmMapCheckEndpoints.OfferingMode();
        o.id = id;
        o.networkMode = NetworkOffering.NetworkMode.NATTED;
        return o;
    }

    /** A network as the endpoints' partial select fills it. */
    private static NetworkKind network(long id, Network.GuestType type, Long vpcId, long offering) {
        NetworkKind n = new NetworkKind();
        n.id = id;
        n.guestType = type;
        n.vpcId = vpcId;
        n.networkOfferingId = offering;
        return n;
    }

    private static VmAddress vmAddress(long id, String privateIpAddress) {
        VmAddress vm = new VmAddress();
        vm.id = id;
        vm.privateIpAddress = privateIpAddress;
        return vm;
    }

    private static PublicIp publicIp(long id, String uuid, String address, Long networkId, Long vpcId) {
        PublicIp ip = new PublicIp();
        ip.id = id;
        ip.uuid = uuid;
        ip.address = new Ip(address);
        ip.associatedWithNetworkId = networkId;
        ip.vpcId = vpcId;
        return ip;
    }
}
