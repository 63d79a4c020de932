#!/usr/bin/env python3
"""Seeds a CloudStack database (its real schema, deployed by CloudStack's own -Ddeploydb) with a big cloud, by SQL, for
the database scale harness of issue 15:

    integration/cloudstack/bigcloud.py --clusters N [--transitional PCT] [--host H] [--port P] [--module DIR]

For N clusters (default 5 000): N / 10 owners; per cluster 3 to 10 node VMs (one control node) whose user_vm.user_data
is CKS's cloud-init at its real size (the module's own k8s-control-node.yml / k8s-node.yml with their placeholders
filled, base64, as CKS stores it); 20 N other user VMs (half in the owners' accounts, half in other accounts) with
1 KB of user data; the VM map with some stale rows (no such VM) and some duplicated; a network per cluster of every
kind CKS reaches a control node through, by the cluster's index c mod 10: 0 the external load balancer detail, 1 a VPC
tier with its public IP in the publicipid detail, 2 a shared network (the control VM's private IP; some clusters with an
etcd node), 3 an isolated network of a routed offering (likewise direct), 4 a VPC tier whose detail names another
VPC's IP (no address), 5-9 an isolated network with its source NAT IP on a virtual-network VLAN (one in fifty
without); the control VMs of one cluster in seven with the controlNodeLoginUser detail. Every address is a loopback
address (127.x.y.z) on which nothing listens, so that a listing is refused at once. States: mostly Running, one in
twenty Alert, some Stopped and Scaling; drift already reported in some clusters' details.

--transitional PCT (issue 27; without it the states are as above, one in fifty in Scaling): PCT % of the clusters (every
round(100 / PCT)-th, from c = 2; at most 25) in SPEC 3.7's nine watched states instead, spread over them in turn
(Created, Starting, Stopping, Recovering, Scaling, ScalingStoppedCluster, Upgrading, Importing, RemovingNodes), and no
other cluster in one. Of those, by their rank r in blocks of nine (so that each group has every state): one half
(r DIV 9 mod 6 in 0, 1, 2) hold no vmMapCheckStateSince (the check writes <State>:<now_ms>); a sixth (3) a record of
their state from 30 s before the seed (in time: left as it is); a sixth (4) one from 3 days before (past every default
bound, not reported: the check reports it, WARN event and alert, and adds :r<held_s>); a sixth (5) the same already
reported (:r<bound + 5>: left as it is). And one Stopped cluster in ten (c mod 200 = 1) holds a reported record of
Scaling (the check removes it with an INFO event). With PCT 0 no cluster is in a watched state and none holds a record. Every row is inserted server-side from MariaDB's sequence tables (seq_1_to_N), with explicit ids in ranges of
their own, foreign-key checks off for the seed only. Prints what it made, with the time it took.

Ids: accounts 100000+, networks and IPs 100000+c, clusters 100000+c, node VMs 1000000+16c+k, other VMs 3000000+i.
"""
import argparse
import base64
import os
import re
import subprocess
import sys
import time

WATCHED = ("Created", "Starting", "Stopping", "Recovering", "Scaling", "ScalingStoppedCluster", "Upgrading", "Importing", "RemovingNodes")
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def render(path, seed):
    """A CKS cloud-init template with every {{ placeholder }} filled with a value of a plausible size, base64."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"\{\{\s*([^}]+?)\s*\}\}", lambda m: "%s-%s" % (m.group(1).replace(".", "-"), seed), text)
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def run(args, sql):
    t0 = time.time()
    subprocess.run(["mariadb", "--no-defaults", "-uroot", "-h" + args.host, "-P" + str(args.port), "--max-allowed-packet=256M", args.database],
                   input=sql, universal_newlines=True, check=True)
    return time.time() - t0


def count(args, query):
    out = subprocess.run(["mariadb", "--no-defaults", "-uroot", "-h" + args.host, "-P" + str(args.port), "-N", "-B", args.database, "-e", query],
                         stdout=subprocess.PIPE, universal_newlines=True, check=True).stdout
    return out.strip()


def main():
    parser = argparse.ArgumentParser(description="Seed a CloudStack database with a big cloud of CKS clusters.")
    parser.add_argument("--clusters", type=int, default=5000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3306)
    parser.add_argument("--database", default="cloud")
    parser.add_argument("--transitional", type=float, default=None,
                        help="percent of the clusters in the nine watched transitional states, some holding vmMapCheckStateSince")
    parser.add_argument("--module", default=os.path.join(REPO, "..", "shared", "cloudstack", "source", "plugins", "integrations",
                                                         "kubernetes-service"),
                        help="the kubernetes-service module, for its cloud-init templates (src/main/resources/conf)")
    args = parser.parse_args()
    n = args.clusters
    if n < 10 or n > 60000:
        sys.exit("bigcloud: --clusters must be between 10 and 60000")
    owners = n // 10
    others = 20 * n
    conf = os.path.join(args.module, "src", "main", "resources", "conf")
    control_ud = render(os.path.join(conf, "k8s-control-node.yml"), "control")
    node_ud = render(os.path.join(conf, "k8s-node.yml"), "node")
    zone = count(args, "SELECT COALESCE(MIN(id), 1) FROM data_center WHERE removed IS NULL")
    offering = count(args, "SELECT id FROM network_offerings WHERE unique_name = 'DefaultIsolatedNetworkOfferingWithSourceNatService'")
    if not offering:
        sys.exit("bigcloud: no DefaultIsolatedNetworkOfferingWithSourceNatService: is CloudStack's schema deployed?")
    seq = "seq_1_to_%d" % max(n, others)
    # One cluster's node count (control node included) and state, as SQL expressions of its index c.
    nodes = "(3 + (c.seq * 7) % 8)"
    state = ("CASE WHEN c.seq % 20 = 0 THEN 'Alert' WHEN c.seq % 20 = 1 THEN 'Stopped' WHEN c.seq % 50 = 2 THEN 'Scaling' "
             "ELSE 'Running' END")
    records = ""
    pct = args.transitional
    if pct is not None:
        if pct < 0 or pct > 25:
            sys.exit("bigcloud: --transitional must be between 0 and 25")
        if pct == 0:
            state = "CASE WHEN c.seq % 20 = 0 THEN 'Alert' WHEN c.seq % 20 = 1 THEN 'Stopped' ELSE 'Running' END"
        else:
            step = max(4, int(round(100 / pct)))
            picked = "(c.seq %% %d = %d AND c.seq %% 20 > 1)" % (step, 2 % step)
            rank = "(c.seq DIV %d)" % step
            watched = "ELT(1 + %s %% 9, %s)" % (rank, ", ".join("'%s'" % w for w in WATCHED))
            group = "((%s DIV 9) %% 6)" % rank
            state = ("CASE WHEN c.seq %% 20 = 0 THEN 'Alert' WHEN c.seq %% 20 = 1 THEN 'Stopped' WHEN %s THEN %s ELSE 'Running' END"
                     % (picked, watched))
            # One pass of %: the values put in (picked, watched, group) keep their single % signs.
            records = """
SET @now_ms = CAST(UNIX_TIMESTAMP(NOW(3)) * 1000 AS SIGNED);
INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display)
  SELECT 100000 + c.seq, 'vmMapCheckStateSince',
         CONCAT(%(watched)s, ':', IF(%(group)s = 3, @now_ms - 30000, @now_ms - 259200000),
                IF(%(group)s = 5, IF(%(rank)s %% 9 = 8, ':r905', ':r3605'), '')), 0
  FROM %(seq)s c WHERE c.seq <= %(n)d AND %(picked)s AND %(group)s >= 3;
INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display)
  SELECT 100000 + c.seq, 'vmMapCheckStateSince', CONCAT('Scaling:', @now_ms - 259200000, ':r3605'), 0
  FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 200 = 1;
""" % {"watched": watched, "group": group, "rank": rank, "picked": picked, "seq": seq, "n": n}
    owner = "(100000 + (c.seq - 1) %% %d)" % owners
    sql = """
SET FOREIGN_KEY_CHECKS = 0;
SET SESSION max_statement_time = 0;
SET @control_ud = '%(control_ud)s';
SET @node_ud = '%(node_ud)s';
SET @other_ud = REPEAT('I2Nsb3VkLWNvbmZpZwo=', 52);
INSERT INTO account (id, account_name, uuid, type, domain_id, state, created, role_id)
  SELECT 100000 + s.seq - 1, CONCAT('bigcloud-owner-', s.seq), UUID(), 0, 1, 'enabled', NOW(), 4 FROM seq_1_to_%(accounts)d s;
INSERT IGNORE INTO vlan (id, uuid, vlan_id, vlan_gateway, vlan_netmask, ip4_range, vlan_type, data_center_id, network_id,
                          physical_network_id)
  VALUES (1, UUID(), 'untagged', '127.1.0.1', '255.0.0.0', '127.1.0.2-127.1.255.254', 'VirtualNetwork', %(zone)s, 200, 1);
CREATE TEMPORARY TABLE bigcloud_offering AS SELECT * FROM network_offerings WHERE id = %(offering)s;
UPDATE bigcloud_offering SET id = 100000, uuid = UUID(), name = 'BigcloudRouted', unique_name = 'BigcloudRouted', network_mode = 'ROUTED';
INSERT INTO network_offerings SELECT * FROM bigcloud_offering;
INSERT INTO networks (id, name, uuid, display_text, traffic_type, broadcast_domain_type, network_offering_id, data_center_id, guru_name,
                      state, related, domain_id, account_id, created, guest_type, acl_type, specify_ip_ranges, display_network, vpc_id)
  SELECT 100000 + c.seq, CONCAT('k8s-c', c.seq, '-network'), UUID(), 'CKS network', 'Guest', 'Vlan',
         IF(c.seq %% 10 = 3, 100000, %(offering)s), %(zone)s, 'ExternalGuestNetworkGuru', 'Implemented', 100000 + c.seq, 1, %(owner)s, NOW(),
         IF(c.seq %% 10 = 2, 'Shared', 'Isolated'), 'Account', 0, 1, IF(c.seq %% 10 IN (1, 4), 500000 + c.seq, NULL)
  FROM %(seq)s c WHERE c.seq <= %(n)d;
INSERT INTO user_ip_address (id, uuid, public_ip_address, data_center_id, vlan_db_id, mac_address, source_network_id, physical_network_id,
                             source_nat, allocated, account_id, domain_id, state, network_id, is_system, vpc_id)
  SELECT 100000 + c.seq, IF(c.seq %% 10 IN (1, 4), CONCAT('00000000-0000-4000-8000-', LPAD(c.seq, 12, '0')), UUID()),
         CONCAT(IF(c.seq %% 10 IN (1, 4), '127.6.', '127.1.'), c.seq DIV 250 %% 250, '.', 1 + c.seq %% 250), %(zone)s, 1, 100000 + c.seq,
         100000 + c.seq, 1, c.seq %% 10 >= 5, NOW(), %(owner)s, 1, 'Allocated', IF(c.seq %% 10 >= 5, 100000 + c.seq, NULL), 0,
         CASE c.seq %% 10 WHEN 1 THEN 500000 + c.seq WHEN 4 THEN 600000 + c.seq ELSE NULL END
  FROM %(seq)s c WHERE c.seq <= %(n)d AND (c.seq %% 10 IN (1, 4) OR (c.seq %% 10 >= 5 AND c.seq %% 50 <> 9));
INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display)
  SELECT 100000 + c.seq, 'publicipid', CONCAT('00000000-0000-4000-8000-', LPAD(c.seq, 12, '0')), 0 FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 10 IN (1, 4);
INSERT INTO kubernetes_cluster (id, uuid, name, description, zone_id, network_id, control_node_count, node_count, account_id, domain_id,
                                state, cores, memory, created, gc, cluster_type, etcd_node_count)
  SELECT 100000 + c.seq, UUID(), CONCAT('k8s-c', c.seq), 'bigcloud', %(zone)s, 100000 + c.seq, 1, %(nodes)s - 1, %(owner)s, 1,
         %(state)s, 2, 2048, NOW() - INTERVAL 3 DAY, 1, 'CloudManaged', IF(c.seq %% 30 = 2, 1, NULL)
  FROM %(seq)s c WHERE c.seq <= %(n)d;
INSERT INTO vm_instance_details (vm_id, name, value, display)
  SELECT 1000000 + 16 * c.seq, 'controlNodeLoginUser', 'core', 0 FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 7 = 0;
INSERT INTO vm_instance (id, uuid, name, instance_name, state, guest_os_id, data_center_id, vnc_password, created, update_time, type,
                         vm_type, account_id, domain_id, service_offering_id, vm_template_id, private_ip_address, display_vm, ha_enabled,
                         limit_cpu_use)
  SELECT 1000000 + 16 * c.seq + k.seq, UUID(),
         IF(k.seq = 0, CONCAT('k8s-c', c.seq, '-control-', LPAD(HEX(c.seq), 11, '0')),
            CONCAT('k8s-c', c.seq, '-node-', LPAD(HEX(16 * c.seq + k.seq), 11, '0'))),
         CONCAT('i-2-', 1000000 + 16 * c.seq + k.seq, '-VM'),
         IF(c.seq %% 25 = 3 AND k.seq = 1, 'Destroyed', 'Running'), 1, %(zone)s, 'bigcloud', NOW() - INTERVAL 3 DAY,
         NOW() - INTERVAL 3 DAY, 'User', 'User', %(owner)s, 1, 1, 1, CONCAT('127.5.', k.seq, '.', 1 + c.seq %% 250), 1, 0, 0
  FROM %(seq)s c JOIN seq_0_to_9 k ON k.seq < %(nodes)s WHERE c.seq <= %(n)d;
INSERT INTO user_vm (id, display_name, user_data)
  SELECT 1000000 + 16 * c.seq + k.seq,
         IF(k.seq = 0, CONCAT('k8s-c', c.seq, '-control'), CONCAT('k8s-c', c.seq, '-node-', k.seq)),
         IF(k.seq = 0, @control_ud, @node_ud)
  FROM %(seq)s c JOIN seq_0_to_9 k ON k.seq < %(nodes)s WHERE c.seq <= %(n)d;
INSERT INTO vm_instance (id, uuid, name, instance_name, state, guest_os_id, data_center_id, vnc_password, created, update_time, type,
                         vm_type, account_id, domain_id, service_offering_id, vm_template_id, private_ip_address, display_vm, ha_enabled,
                         limit_cpu_use)
  SELECT 3000000 + s.seq, UUID(), CONCAT('vm-', s.seq), CONCAT('i-2-', 3000000 + s.seq, '-VM'), IF(s.seq %% 7 = 0, 'Stopped', 'Running'),
         1, %(zone)s, 'bigcloud', NOW() - INTERVAL 10 DAY, NOW() - INTERVAL 10 DAY, 'User', 'User', 100000 + s.seq %% %(accounts)d, 1, 1, 1,
         CONCAT('10.3.', s.seq DIV 250 %% 250, '.', 1 + s.seq %% 250), 1, 0, 0
  FROM %(seq)s s WHERE s.seq <= %(others)d;
INSERT INTO user_vm (id, display_name, user_data)
  SELECT 3000000 + s.seq, CONCAT('vm-', s.seq), @other_ud FROM %(seq)s s WHERE s.seq <= %(others)d;
INSERT INTO kubernetes_cluster_vm_map (cluster_id, vm_id, control_node)
  SELECT 100000 + c.seq, 1000000 + 16 * c.seq + k.seq, k.seq = 0
  FROM %(seq)s c JOIN seq_0_to_9 k ON k.seq < %(nodes)s WHERE c.seq <= %(n)d;
INSERT INTO kubernetes_cluster_vm_map (cluster_id, vm_id, control_node)
  SELECT 100000 + c.seq, 9000000 + c.seq, 0 FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 40 = 5;
INSERT INTO kubernetes_cluster_vm_map (cluster_id, vm_id, control_node)
  SELECT 100000 + c.seq, 1000000 + 16 * c.seq, 1 FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 60 = 7;
INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display)
  SELECT 100000 + c.seq, 'externalloadbalanceripaddress', CONCAT('127.4.', c.seq DIV 250 %% 250, '.', 1 + c.seq %% 250), 1
  FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 10 = 0;
INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display)
  SELECT 100000 + c.seq, 'vmMapCheckReportedVmDrift', CONCAT('mapped:', 1000000 + 16 * c.seq + 1), 0
  FROM %(seq)s c WHERE c.seq <= %(n)d AND c.seq %% 25 = 3;
%(records)sSET FOREIGN_KEY_CHECKS = 1;
""" % {"records": records, "control_ud": control_ud, "node_ud": node_ud, "accounts": 2 * owners, "offering": offering, "zone": zone, "owner": owner,
       "seq": seq, "n": n, "nodes": nodes, "state": state, "others": others}
    seconds = run(args, sql)
    made = count(args, "SELECT CONCAT((SELECT COUNT(*) FROM kubernetes_cluster WHERE id >= 100000), ' clusters, ', "
                       "(SELECT COUNT(DISTINCT account_id) FROM kubernetes_cluster WHERE id >= 100000), ' owners, ', "
                       "(SELECT COUNT(*) FROM vm_instance WHERE id >= 1000000 AND id < 3000000), ' node VMs, ', "
                       "(SELECT COUNT(*) FROM vm_instance WHERE id >= 3000000), ' other VMs, ', "
                       "(SELECT COUNT(*) FROM kubernetes_cluster_vm_map WHERE cluster_id >= 100000), ' map rows, ', "
                       "(SELECT ROUND(SUM(LENGTH(user_data)) / 1048576) FROM user_vm WHERE id >= 1000000 AND id < 3000000), "
                       "' MiB of node user data')")
    print("bigcloud: %s, in %.0f s (control node user data %d bytes, worker %d bytes, base64)"
          % (made, seconds, len(control_ud), len(node_ud)))
    if pct is not None:
        in_states = ", ".join("'%s'" % w for w in WATCHED)
        print("bigcloud: in a watched state: " + count(args, "SELECT CONCAT(COALESCE(SUM(n), 0), ' clusters (', COALESCE(GROUP_CONCAT(CONCAT(state, ' ', n) "
              "ORDER BY FIELD(state, %s) SEPARATOR ', '), 'none'), ')') FROM (SELECT state, COUNT(*) n FROM kubernetes_cluster WHERE id >= 100000 "
              "AND state IN (%s) GROUP BY state) x" % (in_states, in_states))
              + "; vmMapCheckStateSince held by " + count(args, "SELECT CONCAT(COUNT(*), ' clusters (', COALESCE(SUM(k.state = 'Stopped'), 0), "
              "' Stopped, ', COALESCE(SUM(d.value LIKE '%:r%'), 0), ' reported)') FROM kubernetes_cluster_details d JOIN kubernetes_cluster k "
              "ON k.id = d.cluster_id WHERE d.name = 'vmMapCheckStateSince'"))


if __name__ == "__main__":
    main()
