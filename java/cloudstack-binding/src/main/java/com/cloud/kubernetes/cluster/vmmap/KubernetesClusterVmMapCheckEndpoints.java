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

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.commons.lang3.StringUtils;

import com.cloud.dc.Vlan;
import com.cloud.dc.VlanVO;
import com.cloud.dc.dao.VlanDao;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.actionworkers.KubernetesClusterActionWorker;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckCloud.SshEndpoint;
import com.cloud.network.Network;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.IPAddressVO;
import com.cloud.network.dao.NetworkDao;
import com.cloud.network.dao.NetworkVO;
import com.cloud.offering.NetworkOffering;
import com.cloud.offerings.NetworkOfferingVO;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.utils.db.GenericSearchBuilder;
import com.cloud.utils.db.JoinBuilder;
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.net.Ip;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VMInstanceDetailVO;
import com.cloud.vm.VmDetailConstants;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * How to reach each cluster's control node over SSH, for many clusters at once: the decisions of
 * {@code KubernetesClusterActionWorker.getKubernetesClusterServerIpSshPort}, {@code getControlNodeLoginUser} and
 * {@code getManagementServerSshPublicKeyFile}, in their order, over a few batched reads per {@value #BATCH} clusters
 * (the action worker makes about eight queries per cluster). The database scale harness holds the answer equal to the
 * action worker's own for every cluster of a seeded cloud.
 */
public class KubernetesClusterVmMapCheckEndpoints {
    public static final int BATCH = 1000;
    static final String ID_IN = "idIn";
    static final List<String> ENDPOINT_DETAILS = Collections.unmodifiableList(
            Arrays.asList(ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, ApiConstants.PUBLIC_IP_ID));
    static final String NAME = "name";
    static final String UUID_IN = "uuidIn";
    static final String NETWORK_ID_IN = "networkIdIn";
    static final String SOURCE_NAT = "sourceNat";
    static final String VLAN = "vlan";
    static final String VLAN_TYPE = "vlanType";

    private final KubernetesClusterDao kubernetesClusterDao;
    private final KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    private final KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    private final NetworkDao networkDao;
    private final NetworkOfferingDao networkOfferingDao;
    private final IPAddressDao ipAddressDao;
    private final UserVmDao userVmDao;
    private final VMInstanceDetailsDao vmInstanceDetailsDao;
    private final ConfigurationDao configurationDao;

    private final GenericSearchBuilder<NetworkVO, NetworkKind> networks;
    private final GenericSearchBuilder<NetworkOfferingVO, OfferingMode> offerings;
    private final GenericSearchBuilder<IPAddressVO, PublicIp> sourceNatIps;
    private final GenericSearchBuilder<IPAddressVO, PublicIp> ipsByUuid;
    private final GenericSearchBuilder<UserVmVO, VmAddress> vmAddresses;
    private final SearchBuilder<VMInstanceDetailVO> loginUsers;

    public KubernetesClusterVmMapCheckEndpoints(KubernetesClusterDao kubernetesClusterDao, KubernetesClusterDetailsDao kubernetesClusterDetailsDao,
            KubernetesClusterVmMapDao kubernetesClusterVmMapDao, NetworkDao networkDao, NetworkOfferingDao networkOfferingDao, IPAddressDao ipAddressDao,
            VlanDao vlanDao, UserVmDao userVmDao, VMInstanceDetailsDao vmInstanceDetailsDao, ConfigurationDao configurationDao) {
        this.kubernetesClusterDao = kubernetesClusterDao;
        this.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        this.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        this.networkDao = networkDao;
        this.networkOfferingDao = networkOfferingDao;
        this.ipAddressDao = ipAddressDao;
        this.userVmDao = userVmDao;
        this.vmInstanceDetailsDao = vmInstanceDetailsDao;
        this.configurationDao = configurationDao;

        networks = networkDao.createSearchBuilder(NetworkKind.class);
        networks.selectFields(networks.entity().getId(), networks.entity().getGuestType(), networks.entity().getVpcId(),
                networks.entity().getNetworkOfferingId());
        networks.and(ID_IN, networks.entity().getId(), SearchCriteria.Op.IN);
        networks.done();

        offerings = networkOfferingDao.createSearchBuilder(OfferingMode.class);
        offerings.selectFields(offerings.entity().getId(), offerings.entity().getNetworkMode());
        offerings.and(ID_IN, offerings.entity().getId(), SearchCriteria.Op.IN);
        offerings.done();

        // NetworkModelImpl.listPublicIpsAssignedToGuestNtwk(networkId, true)
        sourceNatIps = publicIpSearch(ipAddressDao);
        sourceNatIps.and(NETWORK_ID_IN, sourceNatIps.entity().getAssociatedWithNetworkId(), SearchCriteria.Op.IN);
        sourceNatIps.and(SOURCE_NAT, sourceNatIps.entity().isSourceNat(), SearchCriteria.Op.EQ);
        SearchBuilder<VlanVO> virtualNetworkVlans = vlanDao.createSearchBuilder();
        virtualNetworkVlans.and(VLAN_TYPE, virtualNetworkVlans.entity().getVlanType(), SearchCriteria.Op.EQ);
        sourceNatIps.join(VLAN, virtualNetworkVlans, sourceNatIps.entity().getVlanId(), virtualNetworkVlans.entity().getId(), JoinBuilder.JoinType.INNER);
        sourceNatIps.done();

        ipsByUuid = publicIpSearch(ipAddressDao);
        ipsByUuid.and(UUID_IN, ipsByUuid.entity().getUuid(), SearchCriteria.Op.IN);
        ipsByUuid.done();

        vmAddresses = userVmDao.createSearchBuilder(VmAddress.class);
        vmAddresses.selectFields(vmAddresses.entity().getId(), vmAddresses.entity().getPrivateIpAddress());
        vmAddresses.and(ID_IN, vmAddresses.entity().getId(), SearchCriteria.Op.IN);
        vmAddresses.done();

        loginUsers = vmInstanceDetailsDao.createSearchBuilder();
        loginUsers.and(ID_IN, loginUsers.entity().getResourceId(), SearchCriteria.Op.IN);
        loginUsers.and(NAME, loginUsers.entity().getName(), SearchCriteria.Op.EQ);
        loginUsers.done();
    }

    private static GenericSearchBuilder<IPAddressVO, PublicIp> publicIpSearch(IPAddressDao dao) {
        GenericSearchBuilder<IPAddressVO, PublicIp> sb = dao.createSearchBuilder(PublicIp.class);
        IPAddressVO ip = sb.entity();
        sb.selectFields(ip.getId(), ip.getUuid(), ip.getAddress(), ip.getAssociatedWithNetworkId(), ip.getVpcId());
        return sb;
    }

    /** The endpoint of each cluster, by id: at most nine queries per batch and one for the developer setting. */
    public Map<Long, SshEndpoint> resolve(Collection<Long> clusterIds) {
        Map<Long, SshEndpoint> out = new LinkedHashMap<>();
        if (clusterIds.isEmpty()) {
            return out;
        }
        String keyFile = managementServerKeyFile(configurationDao.getValue("developer"), System.getProperty("user.home")).getPath();
        List<Long> ids = new ArrayList<>(new LinkedHashSet<>(clusterIds));
        for (int from = 0; from < ids.size(); from += BATCH) {
            out.putAll(resolveBatch(ids.subList(from, Math.min(ids.size(), from + BATCH)), keyFile));
        }
        return out;
    }

    /** The action worker's {@code getManagementServerSshPublicKeyFile()}. */
    static File managementServerKeyFile(String developerSetting, String userHome) {
        String keyFile = String.format("%s/.ssh/id_rsa", userHome);
        if (Boolean.parseBoolean(developerSetting)) {
            keyFile += ".cloud";
        }
        return new File(keyFile);
    }

    private Map<Long, SshEndpoint> resolveBatch(List<Long> ids, String keyFile) {
        Facts facts = new Facts();
        for (KubernetesClusterVO c : kubernetesClusterDao.listByIds(ids)) {
            facts.clusters.put(c.getId(), c);
        }
        for (KubernetesClusterDetailsVO d : kubernetesClusterDetailsDao.listByResourceIdsAndNames(ids, ENDPOINT_DETAILS)) {
            facts.details.computeIfAbsent(d.getResourceId(), k -> new HashMap<>()).put(d.getName(), d.getValue());
        }
        for (KubernetesClusterVmMapVO r : kubernetesClusterVmMapDao.listByClusterIds(ids)) {
            facts.rows.computeIfAbsent(r.getClusterId(), k -> new ArrayList<>()).add(r);
        }
        Set<Long> networkIds = new HashSet<>();
        facts.clusters.values().forEach(c -> {
            if (c.getNetworkId() != null) {
                networkIds.add(c.getNetworkId());
            }
        });
        if (!networkIds.isEmpty()) {
            SearchCriteria<NetworkKind> nsc = networks.create();
            nsc.setParameters(ID_IN, networkIds.toArray());
            for (NetworkKind n : networkDao.customSearch(nsc, null)) {
                facts.networks.put(n.id, n);
            }
        }
        Set<Long> offeringIds = new HashSet<>();
        facts.networks.values().forEach(n -> offeringIds.add(n.networkOfferingId));
        if (!offeringIds.isEmpty()) {
            SearchCriteria<OfferingMode> osc = offerings.create();
            osc.setParameters(ID_IN, offeringIds.toArray());
            for (OfferingMode o : networkOfferingDao.customSearch(osc, null)) {
                facts.offerings.put(o.id, o.networkMode);
            }
        }
        readAddresses(ids, facts);
        readVmFacts(ids, facts);
        Map<Long, SshEndpoint> out = new LinkedHashMap<>();
        for (Long id : ids) {
            out.put(id, endpoint(id, facts, keyFile));
        }
        return out;
    }

    private void readAddresses(List<Long> ids, Facts facts) {
        Set<Long> isolated = new HashSet<>();
        Set<String> vpcIpUuids = new HashSet<>();
        for (Long id : ids) {
            NetworkKind n = facts.network(id);
            if (n == null || facts.loadBalancer(id) != null || facts.isDirectAccess(n)) {
                continue;
            }
            if (n.vpcId != null) {
                String uuid = facts.detail(id, ApiConstants.PUBLIC_IP_ID);
                if (StringUtils.isNotEmpty(uuid)) {
                    vpcIpUuids.add(uuid);
                }
            } else if (Network.GuestType.Isolated.equals(n.guestType)) {
                isolated.add(n.id);
            }
        }
        if (!isolated.isEmpty()) {
            SearchCriteria<PublicIp> sc = sourceNatIps.create();
            sc.setParameters(NETWORK_ID_IN, isolated.toArray());
            sc.setParameters(SOURCE_NAT, true);
            sc.setJoinParameters(VLAN, VLAN_TYPE, Vlan.VlanType.VirtualNetwork);
            for (PublicIp ip : ipAddressDao.customSearch(sc, null)) {
                facts.sourceNatIps.merge(ip.associatedWithNetworkId, ip, (a, b) -> a.id <= b.id ? a : b);
            }
        }
        if (!vpcIpUuids.isEmpty()) {
            SearchCriteria<PublicIp> sc = ipsByUuid.create();
            sc.setParameters(UUID_IN, vpcIpUuids.toArray());
            for (PublicIp ip : ipAddressDao.customSearch(sc, null)) {
                facts.ipsByUuid.put(ip.uuid, ip);
            }
        }
    }

    private void readVmFacts(List<Long> ids, Facts facts) {
        Set<Long> vmIds = new HashSet<>();
        Set<Long> firstRowVmIds = new HashSet<>();
        for (Long id : ids) {
            KubernetesClusterVmMapVO first = facts.firstRow(id);
            if (first != null) {
                vmIds.add(first.getVmId());
                firstRowVmIds.add(first.getVmId());
            }
            Long control = facts.directAccessControlVmId(id);
            if (control != null) {
                vmIds.add(control);
            }
        }
        if (!vmIds.isEmpty()) {
            SearchCriteria<VmAddress> sc = vmAddresses.create();
            sc.setParameters(ID_IN, vmIds.toArray());
            for (VmAddress vm : userVmDao.customSearch(sc, null)) {
                facts.vms.put(vm.id, vm);
            }
        }
        if (!firstRowVmIds.isEmpty()) {
            SearchCriteria<VMInstanceDetailVO> sc = loginUsers.create();
            sc.setParameters(ID_IN, firstRowVmIds.toArray());
            sc.setParameters(NAME, VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER);
            for (VMInstanceDetailVO d : vmInstanceDetailsDao.search(sc, null)) {
                facts.loginUsers.put(d.getResourceId(), d.getValue());
            }
        }
    }

    /** One cluster's endpoint from its batch's facts. */
    static SshEndpoint endpoint(long clusterId, Facts facts, String keyFile) {
        String address;
        int port = KubernetesClusterActionWorker.CLUSTER_NODES_DEFAULT_START_SSH_PORT;
        KubernetesClusterVO cluster = facts.clusters.get(clusterId);
        if (cluster == null) {
            return SshEndpoint.unreachable("the cluster is gone");
        }
        String loadBalancer = facts.loadBalancer(clusterId);
        if (loadBalancer != null) {
            address = loadBalancer;
        } else {
            NetworkKind network = facts.network(clusterId);
            if (network == null) {
                return SshEndpoint.unreachable("no SSH address for the control node: the cluster's network cannot be found");
            }
            if (!Network.GuestType.Shared.equals(network.guestType) && !facts.offerings.containsKey(network.networkOfferingId)) {
                // The action worker's routed-network check would fail on the missing offering.
                return SshEndpoint.unreachable("could not find how to reach the control node: the offering of network " + network.id + " cannot be found");
            }
            if (facts.isDirectAccess(network)) {
                port = KubernetesClusterActionWorker.DEFAULT_SSH_PORT;
                List<Long> vmIds = facts.sortedVmIds(clusterId);
                if (vmIds.isEmpty()) {
                    return SshEndpoint.unreachable("no SSH address for the control node: the cluster has no VMs in its map");
                }
                int index = controlNodeIndex(cluster);
                if (index >= vmIds.size()) {
                    return SshEndpoint.unreachable("could not find how to reach the control node: control node " + index + " of " + vmIds.size()
                            + " VMs in the map");
                }
                VmAddress vm = facts.vms.get(vmIds.get(index));
                address = vm == null ? null : vm.privateIpAddress;
            } else if (network.vpcId != null) {
                PublicIp ip = facts.ipsByUuid.get(facts.detail(clusterId, ApiConstants.PUBLIC_IP_ID));
                address = ip == null || !Objects.equals(network.vpcId, ip.vpcId) ? null : ip.addr();
            } else if (Network.GuestType.Isolated.equals(network.guestType)) {
                PublicIp ip = facts.sourceNatIps.get(network.id);
                address = ip == null ? null : ip.addr();
            } else {
                address = null;
            }
        }
        if (StringUtils.isEmpty(address)) {
            return SshEndpoint.unreachable("no SSH address for the control node");
        }
        KubernetesClusterVmMapVO first = facts.firstRow(clusterId);
        String user = KubernetesClusterActionWorker.CLUSTER_NODE_VM_USER;
        if (first != null) {
            if (!facts.vms.containsKey(first.getVmId())) {
                return SshEndpoint.unreachable("could not find how to reach the control node: Failed to find login user, Unable to log in to node to fetch details");
            }
            String detail = facts.loginUsers.get(first.getVmId());
            if (StringUtils.isNotEmpty(detail)) {
                user = detail;
            }
        }
        return SshEndpoint.of(address, port, user, keyFile);
    }

    /** The control VM's index among the cluster's VM ids sorted: its etcd node count. */
    static int controlNodeIndex(KubernetesClusterVO cluster) {
        return cluster.getEtcdNodeCount() != null ? cluster.getEtcdNodeCount().intValue() : 0;
    }

    /** What one batch read. */
    static final class Facts {
        final Map<Long, KubernetesClusterVO> clusters = new HashMap<>();
        final Map<Long, Map<String, String>> details = new HashMap<>();
        final Map<Long, List<KubernetesClusterVmMapVO>> rows = new HashMap<>();
        final Map<Long, NetworkKind> networks = new HashMap<>();
        final Map<Long, NetworkOffering.NetworkMode> offerings = new HashMap<>();
        final Map<Long, PublicIp> sourceNatIps = new HashMap<>();
        final Map<String, PublicIp> ipsByUuid = new HashMap<>();
        final Map<Long, VmAddress> vms = new HashMap<>();
        final Map<Long, String> loginUsers = new HashMap<>();

        NetworkKind network(long clusterId) {
            KubernetesClusterVO c = clusters.get(clusterId);
            return c == null || c.getNetworkId() == null ? null : networks.get(c.getNetworkId());
        }

        String detail(long clusterId, String name) {
            return details.getOrDefault(clusterId, Collections.emptyMap()).get(name);
        }

        String loadBalancer(long clusterId) {
            String value = detail(clusterId, ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS);
            return StringUtils.isNotEmpty(value) ? value : null;
        }

        /** {@code KubernetesClusterManagerImpl.isDirectAccess}: a shared network, or one whose offering is routed (not for a missing offering). */
        boolean isDirectAccess(NetworkKind network) {
            return Network.GuestType.Shared.equals(network.guestType) || NetworkOffering.NetworkMode.ROUTED.equals(offerings.get(network.networkOfferingId));
        }

        /** The map row the action worker's {@code getControlNodeLoginUser} takes: the first, by row id. */
        KubernetesClusterVmMapVO firstRow(long clusterId) {
            return rows.getOrDefault(clusterId, Collections.emptyList()).stream().min(Comparator.comparingLong(KubernetesClusterVmMapVO::getId)).orElse(null);
        }

        List<Long> sortedVmIds(long clusterId) {
            return rows.getOrDefault(clusterId, Collections.emptyList()).stream().map(KubernetesClusterVmMapVO::getVmId).sorted().collect(Collectors.toList());
        }

        /** The control VM of a cluster on a direct-access network, as {@code fetchControlVmIfMissing} picks it. */
        Long directAccessControlVmId(long clusterId) {
            NetworkKind n = network(clusterId);
            if (n == null || loadBalancer(clusterId) != null || !isDirectAccess(n)) {
                return null;
            }
            List<Long> ids = sortedVmIds(clusterId);
            int index = controlNodeIndex(clusters.get(clusterId));
            return index < ids.size() ? ids.get(index) : null;
        }
    }

    /** {@code networks}: id, guest type, VPC, offering (a partial select). */
    public static class NetworkKind {
        public long id;
        public Network.GuestType guestType;
        public Long vpcId;
        public long networkOfferingId;
    }

    /** {@code network_offerings}: id, network mode. */
    public static class OfferingMode {
        public long id;
        public NetworkOffering.NetworkMode networkMode;
    }

    /** {@code user_ip_address}: id, uuid, address, network, VPC. */
    public static class PublicIp {
        public long id;
        public String uuid;
        public Ip address;
        public Long associatedWithNetworkId;
        public Long vpcId;

        String addr() {
            return address == null ? null : address.addr();
        }
    }

    /** {@code vm_instance}: id, private IP address. */
    public static class VmAddress {
        public long id;
        public String privateIpAddress;
    }
}
