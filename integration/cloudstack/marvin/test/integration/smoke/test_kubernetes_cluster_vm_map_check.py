# Licensed to the Apache Software Foundation (ASF) under one
# or more contributor license agreements.  See the NOTICE file
# distributed with this work for additional information
# regarding copyright ownership.  The ASF licenses this file
# to you under the Apache License, Version 2.0 (the
# "License"); you may not use this file except in compliance
# with the License.  You may obtain a copy of the License at
#
#   http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing,
# software distributed under the License is distributed on an
# "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
# KIND, either express or implied.  See the License for the
# specific language governing permissions and limitations
# under the License.
""" Tests for the Kubernetes cluster VM map check (getKubernetesClusterVmMapCheckResults)

No API makes a CloudStack-managed Kubernetes cluster without a Kubernetes ISO and nodes that answer over SSH, so the
cluster under test is two VMs deployed with the API and a kubernetes_cluster row with its VM map written through the
database connection, as CKS writes them. Its control node does not answer over SSH: the node view is unavailable and
the checks below are about the map and the VMs, and about a cluster stuck in a transitional state.
"""
import time

from marvin.cloudstackAPI import getKubernetesClusterVmMapCheckResults, listKubernetesClusters
from marvin.cloudstackException import CloudstackAPIException
from marvin.cloudstackTestCase import cloudstackTestCase
from marvin.lib.base import (Account, Alert, Configurations, Domain, Network, NetworkOffering, ServiceOffering,
                             VirtualMachine)
from marvin.lib.common import get_template, get_zone, list_events
from marvin.lib.utils import cleanup_resources, random_gen
from nose.plugins.attrib import attr

EVENT_TYPE = "KUBERNETES.CLUSTER.VM.MAP.CHECK"
SCALE_TIMEOUT = "cloud.kubernetes.cluster.scale.timeout"
# A fresh check that meets a running sweep is refused with this code, to be asked again (SPEC 6).
SWEEP_RUNNING = 534


class TestKubernetesClusterVmMapCheck(cloudstackTestCase):

    @classmethod
    def setUpClass(cls):
        test_client = super(TestKubernetesClusterVmMapCheck, cls).getClsTestClient()
        cls.apiclient = test_client.getApiClient()
        cls.services = test_client.getParsedTestDataConfig()
        cls.dbclient = test_client.getDbConnection()
        cls.zone = get_zone(cls.apiclient, test_client.getZoneForTests())
        cls._cleanup = []
        cls.cluster_id = None
        cls.cks_enabled = Configurations.list(cls.apiclient, name="cloud.kubernetes.service.enabled")[0].value == "true"
        if not cls.cks_enabled:
            return
        cls.scale_timeout = Configurations.list(cls.apiclient, name=SCALE_TIMEOUT)[0].value
        cls.domain = Domain.create(cls.apiclient, cls.services["domain"])
        cls._cleanup.append(cls.domain)
        cls.account = Account.create(cls.apiclient, cls.services["account"], domainid=cls.domain.id)
        cls.domain_admin = Account.create(cls.apiclient, cls.services["account"], admin=True, domainid=cls.domain.id)
        cls._cleanup[:0] = [cls.account, cls.domain_admin]
        cls.offering = ServiceOffering.create(cls.apiclient, cls.services["service_offerings"]["tiny"])
        cls._cleanup.insert(0, cls.offering)
        template = get_template(cls.apiclient, cls.zone.id)
        networkids = None
        if cls.zone.networktype.lower() == "advanced":
            offering = NetworkOffering.list(cls.apiclient, name="DefaultIsolatedNetworkOfferingWithSourceNatService")[0]
            network = Network.create(cls.apiclient, cls.services["isolated_network"], accountid=cls.account.name,
                                     domainid=cls.account.domainid, networkofferingid=offering.id, zoneid=cls.zone.id)
            networkids = [network.id]
        cls.name = "vmmap-" + random_gen()
        cls.vms = []
        for role in ("control", "node"):
            cls.services["virtual_machine"]["name"] = "%s-%s-%s" % (cls.name, role, random_gen())
            cls.services["virtual_machine"]["displayname"] = cls.services["virtual_machine"]["name"]
            cls.vms.append(VirtualMachine.create(cls.apiclient, cls.services["virtual_machine"], templateid=template.id,
                                                 accountid=cls.account.name, domainid=cls.account.domainid,
                                                 serviceofferingid=cls.offering.id, zoneid=cls.zone.id,
                                                 networkids=networkids, mode=cls.zone.networktype))
        cls.vm_ids = [cls.database_id("vm_instance", vm.id) for vm in cls.vms]
        cls.cluster_id = cls.make_cluster()
        cls.cluster_uuid = cls.dbclient.execute("SELECT uuid FROM kubernetes_cluster WHERE id = %d" % cls.cluster_id)[0][0]

    @classmethod
    def tearDownClass(cls):
        if cls.cluster_id is not None:
            cls.dbclient.execute("DELETE FROM kubernetes_cluster_details WHERE cluster_id = %d" % cls.cluster_id)
            cls.dbclient.execute("DELETE FROM kubernetes_cluster_vm_map WHERE cluster_id = %d" % cls.cluster_id)
            cls.dbclient.execute("UPDATE kubernetes_cluster SET state = 'Destroyed', removed = NOW() WHERE id = %d" % cls.cluster_id)
        if cls.cks_enabled:
            Configurations.update(cls.apiclient, SCALE_TIMEOUT, cls.scale_timeout)
        cleanup_resources(cls.apiclient, cls._cleanup)

    def setUp(self):
        if not self.cks_enabled:
            self.skipTest("cloud.kubernetes.service.enabled is false: the Kubernetes service and its VM map check are off")
        self.apiclient = self.testClient.getApiClient()

    @classmethod
    def database_id(cls, table, uuid):
        return int(cls.dbclient.execute("SELECT id FROM %s WHERE uuid = '%s'" % (table, uuid))[0][0])

    @classmethod
    def make_cluster(cls):
        """The cluster row, then its map (the control VM first, as CKS maps it), in the account's network."""
        account_id = cls.database_id("account", cls.account.id)
        domain_id = cls.database_id("domain", cls.account.domainid)
        zone_id = cls.database_id("data_center", cls.zone.id)
        network_id = int(cls.dbclient.execute("SELECT network_id FROM nics WHERE instance_id = %d AND removed IS NULL LIMIT 1"
                                              % cls.vm_ids[0])[0][0])
        cls.dbclient.execute(
            "INSERT INTO kubernetes_cluster (uuid, name, description, zone_id, network_id, control_node_count, node_count, "
            "account_id, domain_id, state, cores, memory, created, gc, cluster_type) VALUES (UUID(), '%s', '%s', %d, %d, 1, 1, "
            "%d, %d, 'Running', 1, 512, NOW(), 1, 'CloudManaged')" % (cls.name, cls.name, zone_id, network_id, account_id, domain_id))
        cluster_id = int(cls.dbclient.execute("SELECT id FROM kubernetes_cluster WHERE name = '%s' AND removed IS NULL" % cls.name)[0][0])
        cls.dbclient.execute("INSERT INTO kubernetes_cluster_vm_map (cluster_id, vm_id, control_node) VALUES (%d, %d, 1), (%d, %d, 0)"
                             % (cluster_id, cls.vm_ids[0], cluster_id, cls.vm_ids[1]))
        return cluster_id

    def check(self, fresh, apiclient=None):
        cmd = getKubernetesClusterVmMapCheckResults.getKubernetesClusterVmMapCheckResultsCmd()
        cmd.id = self.cluster_uuid
        cmd.performfreshcheck = fresh
        for attempt in range(6):
            try:
                return (apiclient or self.apiclient).getKubernetesClusterVmMapCheckResults(cmd)
            except CloudstackAPIException as e:
                if str(SWEEP_RUNNING) not in str(e) or attempt == 5 or apiclient is not None:
                    raise
                time.sleep(10)

    def last_event_id(self):
        return int(self.dbclient.execute("SELECT COALESCE(MAX(id), 0) FROM event")[0][0])

    def check_events(self, since, level, text):
        """The check's events on the cluster after event id SINCE, at LEVEL, whose text holds TEXT (root admin's view)."""
        rows = self.dbclient.execute("SELECT uuid FROM event WHERE id > %d AND type = '%s' AND resource_id = %d AND level = '%s' "
                                     "AND description LIKE '%%%s%%'" % (since, EVENT_TYPE, self.cluster_id, level, text))
        return [r[0] for r in rows]

    def alerts_naming(self, *texts):
        return [a for a in Alert.list(self.apiclient, pagesize=500, page=1) or [] if all(t in (a.description or "") for t in texts)]

    def user_client(self, account):
        return self.testClient.getUserApiClient(UserName=account.name, DomainName=self.domain.name)

    @attr(tags=["advanced", "basic", "smoke"], required_hardware="false")
    def test_01_clean_answer(self):
        """A cluster whose map and VMs agree: a fresh check and the stored answer list no mismatch"""
        answer = self.check(True)
        self.assertEqual(answer.status, "checked")
        self.assertTrue(answer.freshcheck)
        self.assertEqual(answer.nodeview, "unavailable", "the control node does not answer over SSH")
        self.assertFalse(getattr(answer, "mismatch", None), "no mismatch between the map and the VMs")
        self.assertEqual(self.check(False).status, "checked")
        listed = listKubernetesClusters.listKubernetesClustersCmd()
        listed.id = self.cluster_uuid
        row = self.apiclient.listKubernetesClusters(listed)[0]
        self.assertFalse(getattr(row, "vmmapmismatches", 0), "the list shows no reported mismatch")

    @attr(tags=["advanced", "basic", "smoke"], required_hardware="false")
    def test_02_missing_vm_reported_once_then_cleared(self):
        """A map row pointed at a VM that does not exist: reported once (an event hidden from users, an alert), then cleared"""
        missing = int(self.dbclient.execute("SELECT MAX(id) + 1000000 FROM vm_instance")[0][0])
        row = self.dbclient.execute("SELECT id FROM kubernetes_cluster_vm_map WHERE cluster_id = %d AND vm_id = %d"
                                    % (self.cluster_id, self.vm_ids[1]))[0][0]
        since = self.last_event_id()
        self.dbclient.execute("UPDATE kubernetes_cluster_vm_map SET vm_id = %d WHERE id = %d" % (missing, row))
        try:
            answer = self.check(True)
            found = [m for m in getattr(answer, "mismatch", None) or [] if m.key == "mapped:%d" % missing]
            self.assertEqual([m.kind for m in found], ["mapped_vm_missing"])
            self.assertTrue(found[0].reported)
            warned = self.check_events(since, "WARN", str(missing))
            self.assertEqual(len(warned), 1, "one WARN event names the missing VM")
            admin_view = [e.id for e in list_events(self.apiclient, type=EVENT_TYPE, listall=True, pagesize=500, page=1) or []]
            self.assertIn(warned[0], admin_view, "a root admin sees the event")
            owner_view = list_events(self.user_client(self.account), type=EVENT_TYPE) or []
            self.assertNotIn(warned[0], [e.id for e in owner_view], "the cluster's owner does not see it (display = false)")
            self.assertEqual(len(self.alerts_naming(self.name, str(missing))), 1, "one alert names the cluster and the VM")
            since = self.last_event_id()
            again = self.check(True)
            self.assertEqual([m.kind for m in getattr(again, "mismatch", None) or []], ["mapped_vm_missing"])
            self.assertEqual(self.check_events(since, "WARN", str(missing)), [], "not reported twice")
        finally:
            self.dbclient.execute("UPDATE kubernetes_cluster_vm_map SET vm_id = %d WHERE id = %d" % (self.vm_ids[1], row))
        since = self.last_event_id()
        restored = self.check(True)
        self.assertFalse(getattr(restored, "mismatch", None), "the row restored: no mismatch")
        self.assertEqual(len(self.check_events(since, "INFO", self.name)), 1, "one INFO event says the map matches again")

    @attr(tags=["advanced", "basic", "smoke"], required_hardware="false")
    def test_03_stuck_state_reported_once_then_left(self):
        """A cluster left in Scaling past cloud.kubernetes.cluster.scale.timeout (1 s here): reported once, then its exit"""
        Configurations.update(self.apiclient, SCALE_TIMEOUT, "1")
        since = self.last_event_id()
        self.dbclient.execute("UPDATE kubernetes_cluster SET state = 'Scaling' WHERE id = %d" % self.cluster_id)
        try:
            first = self.check(True)
            self.assertEqual(first.status, "skipped", "the map is compared only in Running and Alert")
            self.assertFalse(getattr(first, "stuckstate", None), "the first check that sees Scaling starts the clock")
            time.sleep(2)
            stuck = self.check(True).stuckstate
            self.assertEqual((stuck.state, stuck.setting, stuck.reported), ("Scaling", SCALE_TIMEOUT, True))
            self.assertEqual(len(self.check_events(since, "WARN", "Scaling")), 1, "one WARN event names the state")
            self.assertEqual(len(self.alerts_naming(self.name, "Scaling")), 1, "one alert names the cluster and the state")
            self.check(True)
            self.assertEqual(len(self.check_events(since, "WARN", "Scaling")), 1, "not reported twice")
        finally:
            self.dbclient.execute("UPDATE kubernetes_cluster SET state = 'Running' WHERE id = %d" % self.cluster_id)
            Configurations.update(self.apiclient, SCALE_TIMEOUT, self.scale_timeout)
        since = self.last_event_id()
        left = self.check(True)
        self.assertFalse(getattr(left, "stuckstate", None))
        self.assertEqual(len(self.check_events(since, "INFO", "Scaling")), 1, "one INFO event says it left Scaling")

    @attr(tags=["advanced", "basic", "smoke"], required_hardware="false")
    def test_04_refused_to_domain_admin_and_user(self):
        """The check's answer is for root admins: the cluster's domain admin and its owner are refused"""
        for account in (self.domain_admin, self.account):
            with self.assertRaises(CloudstackAPIException, msg="%s is refused" % account.name):
                self.check(False, self.user_client(account))
            with self.assertRaises(CloudstackAPIException, msg="%s is refused a fresh check" % account.name):
                self.check(True, self.user_client(account))
