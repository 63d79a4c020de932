#!/usr/bin/env python3
"""Applies the VM map check to a CloudStack checkout of the 4.22 line.

    integration/cloudstack/apply.py CLOUDSTACK_DIR [--patch FILE | --series DIR]

Copies the check into plugins/integrations/kubernetes-service, as source only:

  src/main/rust/                     the engine's crate (this repository's Cargo.toml, Cargo.lock, build.rs and src/,
                                     without the CLI and the benchmarks) and THIRD-PARTY-LICENSES, the crates it links
  src/main/java, src/test/java       the JNI binding, the worker, the node listing and the CloudStack binding, with the
                                     binding's tests and the engine's test

and edits CloudStack's files at anchors found by pattern, as a committer would write them:

  pom.xml (the root)                 the RAT configuration's excludes (CloudStack's licence CI runs RAT at the root,
                                     where the module's own excludes do not apply): the crate's Cargo.lock and
                                     THIRD-PARTY-LICENSES, in alphabetic place among the tree's paths
  pom.xml (the module)               cargo builds the library in the module's own build (maven-antrun-plugin, pinned
                                     by CloudStack's root pom) into target/classes/native/<platform>/: for x86_64 and
                                     aarch64 Linux at glibc 2.17 where cargo-zigbuild and both rustup targets are
                                     there, else (or with cks.vmmap.native.host.only=true) for the build machine's;
                                     cks.vmmap.native.skip=true builds without it; RAT skips Cargo.lock and the
                                     licence list
  KubernetesClusterEventTypes.java   the event type KUBERNETES.CLUSTER.VM.MAP.CHECK (registered like the others)
  KubernetesClusterUtil.java         the node listing's command, beside CKS's other kubectl commands
  KubernetesClusterManagerImpl.java  the injected check bean; its settings in getConfigKeys(); start it in start()
                                     (it schedules itself on its own thread); stop it in a new stop()
  spring-kubernetes-service-context.xml  the check bean
  dao/KubernetesCluster{,VmMap,Details}Dao{,Impl}.java  the check's reads of CKS's own tables, one method each
                                     (listByIds and listByClusterTypesAndStates, listByClusterIds and listByVmIds, listByResourceIdsAndNames), each search built in the
                                     DAO's constructor

and, when the tree has CloudStack's UI (ui/; the module alone gets the rest, and a note on stderr), the operator's
view of SPEC 6: it copies integration/cloudstack/ui/ (the VM map check tab's component and its jest test) into ui/
and edits

  src/views/compute/KubernetesServiceTab.vue  the "VM map check" tab, before Events, for a root admin, on a
                                     CloudManaged cluster, when the server has getKubernetesClusterVmMapCheckResults
  src/config/section/compute.js      the cluster list's columns vmmapmismatches and stuckstate, same condition
  public/locales/en.json             the English labels, each group after the key that sorts just before it
and, when the tree has test/integration/smoke, the Marvin test of the check (integration/cloudstack/marvin/); and, when
it has tools/whisker/LICENSE (the LICENSE that debian/rules installs in every package), THIRD-PARTY-LICENSES' sections
after its last one, as an ASF binary distribution lists what it bundles.

Every anchor is looked up before anything is written: if one is missing (a checkout of another version) the script
stops with a message naming it and changes nothing. Each edit first looks for what it adds, so running the script
twice changes nothing the second time.

With --patch FILE the checkout is left as it is and the change is written to FILE as one `git apply`-able text patch
against the root pom, the module and ui/'s files as they are in CLOUDSTACK_DIR, for a committer to review and apply in
the CloudStack root. It holds no binary file: the library is built from the patch's own sources by the module's build.
With --series DIR the same change is written as three numbered patches in CloudStack's pull-request form (a subject and
a body each, their author $CKS_SERIES_AUTHOR ("Name <email>") or this project's last commit's; `git am` them in
order): cloud-utils' bounded SSH command, CKS's node SSH through it (with the login user read without the user VM,
and their tests), then the check; each applies on the one before and builds (verify.sh).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PLUGIN = "plugins/integrations/kubernetes-service"
PKG = "com/cloud/kubernetes/cluster"
ENGINE_VERSION = "cks-vmmap-check 0.1.0"
# The shim's tests that go into the module: they use only JUnit, Mockito and the library the module's build makes, as
# CloudStack's own tests do. The worker's tests (the interval gate, the lock and two servers, the deadline, the split,
# the apply's transaction and its faults, the pool) run over the in-memory CloudStack, a test double here. The panic-probe
# and loader tests need a second, test-only build of the library: those stay in java/shim, where java/build.sh test runs
# them, with the demo, the simulator and the benchmarks.
SHIM_TESTS_IN_MODULE = ("VmMapCheckEngineTest.java", "VmMapCheckTestLibrary.java", "KubernetesClusterVmMapCheckWorkerTest.java",
                        "KubernetesClusterVmMapCheckWorkerPoolTest.java")
# The in-memory CloudStack the worker's tests drive, and the demo's executors (a direct one runs a sweep on the test's
# thread); test tree only.
TEST_DOUBLES_IN_MODULE = ("demo/DirectExecutorService.java", "demo/DemoExecutors.java", "demo/InMemoryCloudStack.java")
# The crate inside the module. The CLI (src/bin) and the benchmarks stay here; Cargo.toml loses their targets only, so
# Cargo.lock still matches it exactly and cargo builds with --locked.
RUST_DIR = "src/main/rust"
CRATE_FILES = ("Cargo.lock", "build.rs")
THIRD_PARTY_LICENSES = "THIRD-PARTY-LICENSES"


class AnchorMissing(Exception):
    pass


def insert_after(text, anchor, block, name):
    match = re.search(r"^.*" + re.escape(anchor) + r".*$\n?", text, re.M)
    if match is None:
        raise AnchorMissing(name + ": no line contains " + repr(anchor))
    end = match.end()
    if not text[:end].endswith("\n"):
        block = "\n" + block
    return text[:end] + block + text[end:]


def insert_before(text, anchor, block, name, skip_annotation=False):
    match = re.search(r"^.*" + re.escape(anchor) + r".*$", text, re.M)
    if match is None:
        raise AnchorMissing(name + ": no line contains " + repr(anchor))
    start = match.start()
    if skip_annotation:
        prev = text.rfind("\n", 0, start - 1)
        line = text[prev + 1:start].strip()
        if line == "@Override":
            start = prev + 1
    return text[:start] + block + text[start:]


def indent_of(text, anchor):
    match = re.search(r"^([ \t]*).*" + re.escape(anchor), text, re.M)
    return match.group(1) if match else "    "


def constant_after(text, anchor, declaration, name):
    """Adds one constant declaration on the line after the anchor's (once)."""
    if declaration in text:
        return text
    return insert_after(text, anchor, "    " + declaration + "\n", name)


def edit_event_types(text):
    return constant_after(text, 'public static final String EVENT_KUBERNETES_CLUSTER_UPGRADE = "KUBERNETES.CLUSTER.UPGRADE";',
                          'public static final String EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK = "KUBERNETES.CLUSTER.VM.MAP.CHECK";',
                          "KubernetesClusterEventTypes.java")


CHECK_CLASS = "com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck"
CHECK_KEYS = ("KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled",
              "KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism",
              "KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget",
              "KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod")


def add_import(text, name, file_name):
    """Adds `import name;` in sorted place among the file's imports of the same top-level package group."""
    line = "import %s;" % name
    if line in text:
        return text
    group = name.split(".")[0] + "."
    imports = [m for m in re.finditer(r"^import (%s[\w.]+);$" % re.escape(group), text, re.M)]
    if not imports:
        raise AnchorMissing(file_name + ": no import of the " + group + "* group to place " + name + " beside")
    after = [m for m in imports if m.group(1) > name]
    if after:
        return text[:after[0].start()] + line + "\n" + text[after[0].start():]
    return text[:imports[-1].end()] + "\n" + line + text[imports[-1].end():]


def edit_manager(text):
    name = "KubernetesClusterManagerImpl.java"
    if "kubernetesClusterVmMapCheck" in text:
        return text
    if re.search(r"public\s+boolean\s+stop\s*\(\s*\)", text):
        raise AnchorMissing(name + ": it already has a stop() method; this script only knows the 4.22 line, which has none")
    keys = re.search(r"^( *)KubernetesEtcdNodeStartPort\n( *)\};", text, re.M)
    if keys is None:
        raise AnchorMissing(name + ": getConfigKeys() does not end with KubernetesEtcdNodeStartPort")
    text = text[:keys.start()] + keys.group(1) + "KubernetesEtcdNodeStartPort,\n" + "".join(
        keys.group(1) + key + (",\n" if i + 1 < len(CHECK_KEYS) else "\n") for i, key in enumerate(CHECK_KEYS)) + text[keys.end() - len(keys.group(2)) - 2:]
    text = insert_after(text, "public KubernetesClusterVmMapDao kubernetesClusterVmMapDao;",
                        "    @Inject\n    public KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;\n", name)
    text = insert_after(text, "_stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner(), 300, 30, TimeUnit.SECONDS);",
                        indent_of(text, "_stateScanner.scheduleWithFixedDelay(") + "kubernetesClusterVmMapCheck.start(this);\n", name)
    text = insert_before(text, "public boolean configure(String name, Map<String, Object> params)",
                         "    @Override\n"
                         "    public boolean stop() {\n"
                         "        kubernetesClusterVmMapCheck.stop();\n"
                         "        return super.stop();\n"
                         "    }\n\n", name, skip_annotation=True)
    # SPEC 6: the operator's API command, and the cluster list's columns for a root admin.
    text = insert_after(text, "cmdList.add(RemoveNodesFromKubernetesClusterCmd.class);",
                        indent_of(text, "cmdList.add(RemoveNodesFromKubernetesClusterCmd.class);") + "cmdList.add(GetKubernetesClusterVmMapCheckResultsCmd.class);\n",
                        name)
    listing = "ListResponse<KubernetesClusterResponse> response = new ListResponse<>();"
    indent = indent_of(text, listing)
    text = insert_before(text, listing, indent + "if (accountManager.isRootAdmin(caller.getId())) {\n" + indent
                         + "    kubernetesClusterVmMapCheck.addVmMapCheckColumns(kubernetesClustersAndCount.first(), responsesList);\n"
                         + indent + "}\n", name)
    text = add_import(text, CMD_CLASS, name)
    return add_import(text, CHECK_CLASS, name)


CMD_CLASS = "org.apache.cloudstack.api.command.admin.kubernetes.cluster.GetKubernetesClusterVmMapCheckResultsCmd"


def edit_cluster_response(text):
    """KubernetesClusterResponse: the cluster list's two columns of SPEC 6, set for a root admin only."""
    name = "KubernetesClusterResponse.java"
    if "vmMapMismatches" in text:
        return text
    text = insert_after(text, "private KubernetesCluster.ClusterType clusterType;",
                        "\n"
                        "    @SerializedName(\"vmmapmismatches\")\n"
                        "    @Param(description = \"the number of mismatches the Kubernetes cluster VM map check reported for the cluster that are not \"\n"
                        "            + \"gone yet; returned to a root admin only\", since = \"4.23.0\")\n"
                        "    private Long vmMapMismatches;\n"
                        "\n"
                        "    @SerializedName(\"stuckstate\")\n"
                        "    @Param(description = \"the transitional state the cluster has stayed in for longer than its operation's timeout setting, \"\n"
                        "            + \"as the Kubernetes cluster VM map check reported it; returned to a root admin only\", since = \"4.23.0\")\n"
                        "    private String stuckState;\n"
                        "\n"
                        "    @SerializedName(\"alertreason\")\n"
                        "    @Param(description = \"for a cluster in Alert: what CKS's status scanner waits for before it brings the cluster back, \"\n"
                        "            + \"as the Kubernetes cluster VM map check last found it; returned to a root admin only\", since = \"4.23.0\")\n"
                        "    private String alertReason;\n"
                        "\n"
                        "    @SerializedName(\"alertreasonkind\")\n"
                        "    @Param(description = \"the kind of that Alert reason (vm_state, map_count, no_address, nodes_unknown, ready_nodes, \"\n"
                        "            + \"waiting_on_cks); returned to a root admin only\", since = \"4.23.0\")\n"
                        "    private String alertReasonKind;\n", name)
    return add_before_class_end(text, "\n"
                                "    public void setVmMapMismatches(Long vmMapMismatches) {\n"
                                "        this.vmMapMismatches = vmMapMismatches;\n"
                                "    }\n"
                                "\n"
                                "    public void setStuckState(String stuckState) {\n"
                                "        this.stuckState = stuckState;\n"
                                "    }\n"
                                "\n"
                                "    public void setAlertReason(String alertReason) {\n"
                                "        this.alertReason = alertReason;\n"
                                "    }\n"
                                "\n"
                                "    public void setAlertReasonKind(String alertReasonKind) {\n"
                                "        this.alertReasonKind = alertReasonKind;\n"
                                "    }\n", name)


def edit_cluster_util(text, listing_command=True):
    """Every SSH command of KubernetesClusterUtil's on a node through the bounded helpers it gains (SPEC 5); and (the
    check's part) the node listing's command, beside CKS's other kubectl commands."""
    name = "KubernetesClusterUtil.java"
    if "sshExecuteOnNode" not in text:
        text = bounded_ssh_calls(text, name, "")
        text = insert_after(text, "protected static Logger LOGGER = LogManager.getLogger(KubernetesClusterUtil.class);", NODE_SSH_HELPERS, name)
        text = add_import(text, "com.cloud.utils.ssh.SshCommandResult", name)
    if not listing_command:
        return text
    return constant_after(text, 'public static final String CLUSTER_NODE_VERSION_COMMAND = ',
                          'public static final String CLUSTER_NODES_COMMAND = "sudo /opt/bin/kubectl get nodes --no-headers";', name)


# The two helpers every CKS SSH command on a cluster's node goes through: SshHelper's bounded overloads, with the bounds
# CKS's call sites already name (the whole command within the sum of their connect, key exchange and wait timeouts).
NODE_SSH_HELPERS = """
    /** At most this much of what a cluster's node prints is read: its tenant is root there. */
    public static final int NODE_SSH_OUTPUT_LIMIT_BYTES = 4 * 1024 * 1024;
    /** The whole of one copy of a script to a cluster's node: the 20 s connect and 30 minutes CKS allowed its copies before. */
    public static final long NODE_SCP_TIMEOUT_MS = 20_000L + 30 * 60 * 1000L;

    /**
     * A command on a cluster's node, bounded: at most {@link #NODE_SSH_OUTPUT_LIMIT_BYTES} read, and the sum of the three
     * timeouts for the whole command. A command a bound cut is a failure whose second() is the reason, logged here.
     */
    public static Pair<Boolean, String> sshExecuteOnNode(String host, int port, String user, File sshKeyFile, String password, String command,
            int connectTimeoutInMs, int kexTimeoutInMs, int waitResultTimeoutInMs) throws Exception {
        SshCommandResult result = SshHelper.sshExecute(host, port, user, sshKeyFile, password, command, NODE_SSH_OUTPUT_LIMIT_BYTES,
                (long) connectTimeoutInMs + kexTimeoutInMs + waitResultTimeoutInMs);
        if (result.isCut()) {
            LOGGER.warn("SSH command on a Kubernetes cluster node was cut short: {}", result.second());
        }
        return result;
    }

    /** A copy to a cluster's node, within {@link #NODE_SCP_TIMEOUT_MS}. */
    public static void scpToNode(String host, int port, String user, File sshKeyFile, String password, String remoteTargetDirectory,
            String localFile, String fileMode) throws Exception {
        SshHelper.scpTo(host, port, user, sshKeyFile, password, remoteTargetDirectory, localFile, fileMode, NODE_SCP_TIMEOUT_MS);
    }
"""
# CKS's files that run SSH commands on a cluster's node, and how many calls each makes (checked, so that a CKS that
# grew or lost one is noticed here): KubernetesClusterUtil's own are edited by edit_cluster_util.
NODE_SSH_CALLERS = {
    "KubernetesClusterActionWorker.java": 8,
    "KubernetesClusterAddWorker.java": 2,
    "KubernetesClusterRemoveWorker.java": 3,
    "KubernetesClusterResourceModifierActionWorker.java": 5,
    "KubernetesClusterScaleWorker.java": 2,
    "KubernetesClusterUpgradeWorker.java": 3,
}
NODE_SSH_CALLS_IN_UTIL = 6


def bounded_ssh_calls(text, name, prefix):
    """Every SshHelper.sshExecute and scpTo call of the file through KubernetesClusterUtil's bounded helpers; the copy
    that named its own connect and key exchange timeouts takes the helper's (the same figures)."""
    calls = len(re.findall(r"\bSshHelper\.(sshExecute|scpTo)\(", text))
    expected = NODE_SSH_CALLERS.get(name, NODE_SSH_CALLS_IN_UTIL)
    if calls != expected:
        raise AnchorMissing("%s: %d SshHelper calls, where the 4.22 line has %d" % (name, calls, expected))
    text = re.sub(r"\bSshHelper\.sshExecute\(", prefix + "sshExecuteOnNode(", text)
    text = re.sub(r"\bSshHelper\.scpTo\(([^;]*?),\s*20000, 30 \* 60 \* 1000\);", prefix + r"scpToNode(\1);", text, flags=re.S)
    text = re.sub(r"\bSshHelper\.scpTo\(", prefix + "scpToNode(", text)
    if prefix:
        text = text.replace("import com.cloud.utils.ssh.SshHelper;\n", "")
        text = add_import(text, "com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil", name)
    return text


def edit_node_ssh_caller(name):
    def edit(text):
        text = text if "KubernetesClusterUtil.sshExecuteOnNode(" in text or "KubernetesClusterUtil.scpToNode(" in text \
            else bounded_ssh_calls(text, name, "KubernetesClusterUtil.")
        return edit_login_user(text) if name == "KubernetesClusterActionWorker.java" else text
    return edit


# getControlNodeLoginUser checks that the first mapped VM exists before it reads the VM's login user detail; 4.22 loads
# the whole UserVmVO for that (user_vm.user_data: CKS's cloud-init, 16-20 kB a node), on every SSH command of every
# CKS operation. The existence check reads vm_instance instead (issue 39).
LOGIN_USER_LOAD = """            UserVmVO userVM = userVmDao.findById(vmId);
            if (userVM == null) {
"""
LOGIN_USER_CHECK = """            if (vmInstanceDao.findById(vmId) == null) {
"""


def edit_login_user(text):
    name = "KubernetesClusterActionWorker.java"
    if LOGIN_USER_CHECK in text:
        return text
    if text.count(LOGIN_USER_LOAD) != 1 or text.count("UserVmVO") != 2:
        raise AnchorMissing(name + ": getControlNodeLoginUser's UserVmVO load is not the 4.22 one")
    text = text.replace(LOGIN_USER_LOAD, LOGIN_USER_CHECK).replace("import com.cloud.vm.UserVmVO;\n", "")
    text = insert_after(text, "protected UserVmDao userVmDao;", "    @Inject\n    protected VMInstanceDao vmInstanceDao;\n", name)
    return add_import(text, "com.cloud.vm.dao.VMInstanceDao", name)


def edit_spring(text):
    bean = '<bean id="kubernetesClusterVmMapCheck" class="%s" />' % CHECK_CLASS
    if bean in text:
        return text
    return insert_before(text, 'id="kubernetesClusterManagerImpl"', "    " + bean + "\n", "spring-kubernetes-service-context.xml")


def add_java_util_imports(text, names, file_name):
    """Adds `import java.util.X;` for each name, beside the file's java.util imports or, if it has none, as the first group."""
    for n in names:
        line = "import java.util.%s;" % n
        if line in text:
            continue
        if re.search(r"^import java\.", text, re.M):
            text = add_import(text, "java.util." + n, file_name)
        else:
            first = re.search(r"^import ", text, re.M)
            if first is None:
                raise AnchorMissing(file_name + ": no import to place java.util." + n + " before")
            text = text[:first.start()] + line + "\n\n" + text[first.start():]
    return text


def add_before_class_end(text, block, name):
    """Adds a block of members before the class's (or interface's) closing brace, the file's last line with one."""
    match = re.search(r"^\}\s*\Z", text, re.M)
    if match is None:
        raise AnchorMissing(name + ": no closing brace of the class at the end of the file")
    return text[:match.start()] + block + text[match.start():]


# The check's reads of CKS's own tables are DAO methods, with their searches built once in the DAO's constructor as
# CloudStack does; each reads a set of clusters in one query (... IN (...)) and asks nothing for an empty set.
DAO = os.path.join("src/main/java", PKG, "dao")


def search_built(search, conditions):
    """The constructor's lines that build a search of `column IN (...)` conditions, (parameter, getter) each."""
    return "        %s = createSearchBuilder();\n%s        %s.done();\n" % (search, "".join(
        "        %s.and(\"%s\", %s.entity().%s(), SearchCriteria.Op.IN);\n" % (search, param, search, getter)
        for param, getter in conditions), search)


def add_search(text, name, field_anchor, done_anchor, vo, search, conditions):
    """Declares a search after the DAO's last one and builds it in the constructor, after the last one's done()."""
    text = insert_after(text, field_anchor, "    private final SearchBuilder<%s> %s;\n" % (vo, search), name)
    return insert_after(text, done_anchor, "\n" + search_built(search, conditions), name)


def in_method(vo, method, search, sets, listing):
    """A DAO method over sets (type, name): nothing asked for an empty one, else one query with each set a parameter."""
    return ("\n    @Override\n    public List<%s> %s(%s) {\n        if (%s) {\n            return Collections.emptyList();\n        }\n"
            "        SearchCriteria<%s> sc = %s.create();\n%s%s    }\n") % (
        vo, method, ", ".join("Collection<%s> %s" % (t, n) for t, n in sets), " || ".join("%s.isEmpty()" % n for _, n in sets),
        vo, search, "".join("        sc.setParameters(\"%s\", %s.toArray());\n" % (n, n) for _, n in sets), listing)


def declare(name, anchor, declaration, imports, blank_before=False):
    """An edit that declares a DAO method in the interface, after the anchor's line, with the java.util imports it needs."""
    def edit(text):
        if declaration in text:
            return text
        text = insert_after(text, anchor, ("\n" if blank_before else "") + "    " + declaration + "\n", name)
        # An interface whose body was one blank line keeps none.
        text = text.replace("    " + declaration + "\n\n}", "    " + declaration + "\n}")
        return add_java_util_imports(text, imports, name)
    return edit


_declare_list_by_ids = declare("KubernetesClusterDao.java", "List<KubernetesClusterVO> listAllByKubernetesVersion(long kubernetesVersionId);",
                              "List<KubernetesClusterVO> listByIds(Collection<Long> ids);", ["Collection"])
_declare_list_by_types_and_states = declare(
    "KubernetesClusterDao.java", "List<KubernetesClusterVO> listByIds(Collection<Long> ids);",
    "List<KubernetesClusterVO> listByClusterTypesAndStates(Collection<KubernetesCluster.ClusterType> clusterTypes, "
    "Collection<KubernetesCluster.State> states);", ["Collection"])


def edit_cluster_dao(text):
    return _declare_list_by_types_and_states(_declare_list_by_ids(text))


def edit_cluster_dao_impl(text):
    name = "KubernetesClusterDaoImpl.java"
    if "IdsSearch" in text:
        return text
    text = add_search(text, name, "private final SearchBuilder<KubernetesClusterVO> KubernetesVersionSearch;", "KubernetesVersionSearch.done();",
                      "KubernetesClusterVO", "IdsSearch", [("ids", "getId")])
    text = add_before_class_end(text, in_method("KubernetesClusterVO", "listByIds", "IdsSearch", [("Long", "ids")],
                                                "        return this.listBy(sc);\n"), name)
    text = add_search(text, name, "private final SearchBuilder<KubernetesClusterVO> IdsSearch;", "IdsSearch.done();",
                      "KubernetesClusterVO", "ClusterTypesAndStatesSearch", [("clusterTypes", "getClusterType"), ("states", "getState")])
    text = add_before_class_end(text, in_method("KubernetesClusterVO", "listByClusterTypesAndStates", "ClusterTypesAndStatesSearch",
                                                [("KubernetesCluster.ClusterType", "clusterTypes"), ("KubernetesCluster.State", "states")],
                                                "        return this.listBy(sc);\n"), name)
    return add_java_util_imports(text, ["Collection", "Collections"], name)


_declare_list_by_cluster_ids = declare("KubernetesClusterVmMapDao.java", "public List<KubernetesClusterVmMapVO> listByClusterId(long clusterId);",
                                      "List<KubernetesClusterVmMapVO> listByClusterIds(Collection<Long> clusterIds);", ["Collection"],
                                      blank_before=True)
_declare_list_by_vm_ids = declare("KubernetesClusterVmMapDao.java", "List<KubernetesClusterVmMapVO> listByClusterIds(Collection<Long> clusterIds);",
                                  "List<KubernetesClusterVmMapVO> listByVmIds(Collection<Long> vmIds);", ["Collection"])


def edit_vm_map_dao(text):
    return _declare_list_by_vm_ids(_declare_list_by_cluster_ids(text))


def edit_vm_map_dao_impl(text):
    name = "KubernetesClusterVmMapDaoImpl.java"
    if "clusterIdsSearch" in text:
        return text
    text = add_search(text, name, "private final SearchBuilder<KubernetesClusterVmMapVO> vmIdSearch;", "vmIdSearch.done();",
                      "KubernetesClusterVmMapVO", "clusterIdsSearch", [("clusterIds", "getClusterId")])
    listing = re.search(r"^    public List<KubernetesClusterVmMapVO> listByClusterId\(long clusterId\) \{\n(?:.*\n)*?    \}\n", text, re.M)
    if listing is None:
        raise AnchorMissing(name + ": no method listByClusterId(long clusterId)")
    text = text[:listing.end()] + in_method("KubernetesClusterVmMapVO", "listByClusterIds", "clusterIdsSearch", [("Long", "clusterIds")],
                                            "        Filter filter = new Filter(KubernetesClusterVmMapVO.class, \"id\", Boolean.TRUE, null, null);\n"
                                            "        return listBy(sc, filter);\n") + text[listing.end():]
    text = add_search(text, name, "private final SearchBuilder<KubernetesClusterVmMapVO> clusterIdsSearch;", "clusterIdsSearch.done();",
                      "KubernetesClusterVmMapVO", "vmIdsSearch", [("vmIds", "getVmId")])
    text = add_before_class_end(text, in_method("KubernetesClusterVmMapVO", "listByVmIds", "vmIdsSearch", [("Long", "vmIds")],
                                                "        return listBy(sc);\n"), name)
    return add_java_util_imports(text, ["Collection", "Collections"], name)


edit_details_dao = declare("KubernetesClusterDetailsDao.java",
                           "extends GenericDao<KubernetesClusterDetailsVO, Long>, ResourceDetailsDao<KubernetesClusterDetailsVO> {",
                           "List<KubernetesClusterDetailsVO> listByResourceIdsAndNames(Collection<Long> resourceIds, Collection<String> names);",
                           ["Collection", "List"])


def edit_details_dao_impl(text):
    name = "KubernetesClusterDetailsDaoImpl.java"
    if "resourceIdsAndNamesSearch" in text:
        return text
    text = insert_after(text, "extends ResourceDetailsDaoBase<KubernetesClusterDetailsVO> implements KubernetesClusterDetailsDao {",
                        "\n"
                        "    private final SearchBuilder<KubernetesClusterDetailsVO> resourceIdsAndNamesSearch;\n"
                        "\n"
                        "    public KubernetesClusterDetailsDaoImpl() {\n"
                        + search_built("resourceIdsAndNamesSearch", [("resourceIds", "getResourceId"), ("names", "getName")]) +
                        "    }\n", name)
    text = add_before_class_end(text, in_method("KubernetesClusterDetailsVO", "listByResourceIdsAndNames", "resourceIdsAndNamesSearch",
                                                [("Long", "resourceIds"), ("String", "names")], "        return listBy(sc);\n"), name)
    for n in ("com.cloud.utils.db.SearchBuilder", "com.cloud.utils.db.SearchCriteria"):
        text = add_import(text, n, name)
    return add_java_util_imports(text, ["Collection", "Collections", "List"], name)


# CloudStack's licence CI (.github/workflows/rat.yml) runs RAT at the tree's root with excludeSubProjects=false: the root
# pom's excludes apply to the whole tree and a module's own do not. The crate's two generated files, which carry no
# licence header, are listed there by their paths, as CloudStack lists its other such files (DECISIONS.md, issue 26).
ROOT_RAT_EXCLUDES = tuple("/".join((PLUGIN, RUST_DIR, f)) for f in ("Cargo.lock", THIRD_PARTY_LICENSES))


def edit_root_pom(text):
    """Adds the crate's two header-less files to the root pom's RAT excludes, in alphabetic place among the tree's paths."""
    name = "pom.xml (the root)"
    rat = re.search(r"<artifactId>apache-rat-plugin</artifactId>", text)
    if rat is None:
        raise AnchorMissing(name + ": no apache-rat-plugin")
    block = re.compile(r"^[ \t]*<excludes>[ \t]*\n(.*?)^[ \t]*</excludes>", re.M | re.S).search(text, rat.end())
    plugin_end = text.find("</plugin>", rat.end())
    if block is None or (0 <= plugin_end < block.start()):
        raise AnchorMissing(name + ": the apache-rat-plugin configuration has no <excludes> list")
    body = block.group(1)
    for path in ROOT_RAT_EXCLUDES:
        if "<exclude>%s</exclude>" % path in body:
            continue
        # The tree's own paths (CHANGES.md, **/*.log and dot files aside), kept in alphabetic order by CloudStack.
        paths = [m for m in re.finditer(r"^([ \t]*)<exclude>([a-z][^<]*)</exclude>[ \t]*\n", body, re.M)]
        if not paths:
            raise AnchorMissing(name + ": the apache-rat-plugin <excludes> list names no path of the tree to place " + path + " beside")
        after = [m for m in paths if m.group(2) > path]
        at = after[0].start() if after else paths[-1].end()
        indent = (after[0] if after else paths[-1]).group(1)
        body = body[:at] + "%s<exclude>%s</exclude>\n" % (indent, path) + body[at:]
    return text[:block.start(1)] + body + text[block.end(1):]


POM_PROPERTIES = """    <properties>
        <!-- The Kubernetes cluster VM map check's engine is a Rust library, built from src/main/rust by cargo (Rust 1.85
             or later) into target/classes/native/<platform>/: on Linux with cargo-zigbuild and the rustup targets
             x86_64- and aarch64-unknown-linux-gnu, for both at glibc 2.17 (so the noarch packages serve both); else, or
             with -Dcks.vmmap.native.host.only=true, for the build machine's platform. With -Dcks.vmmap.native.skip=true
             the module builds without it: the tests that need it are skipped, and on a server the check is off, with
             an alert that says so (its setting still reads true).
             A machine that cannot reach crates.io builds it offline from a vendored crate set with
             -Dcks.vmmap.cargo.vendor=DIR (an absolute path), which cargo vendor makes from src/main/rust/Cargo.lock
             where crates.io is reachable (the build's message when cargo fails gives the command). -->
        <cks.vmmap.native.skip>false</cks.vmmap.native.skip>
        <cks.vmmap.native.host.only>false</cks.vmmap.native.host.only>
        <cks.vmmap.cargo>cargo</cks.vmmap.cargo>
        <cks.vmmap.cargo.vendor></cks.vmmap.cargo.vendor>
    </properties>
"""

POM_BUILD = """    <build>
        <pluginManagement>
            <plugins>
                <plugin>
                    <groupId>org.apache.rat</groupId>
                    <artifactId>apache-rat-plugin</artifactId>
                    <configuration>
                        <excludes combine.children="append">
                            <exclude>src/main/rust/Cargo.lock</exclude>
                            <exclude>src/main/rust/THIRD-PARTY-LICENSES</exclude>
                        </excludes>
                    </configuration>
                </plugin>
            </plugins>
        </pluginManagement>
        <plugins>
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-antrun-plugin</artifactId>
                <executions>
                    <execution>
                        <id>build-vm-map-check-library</id>
                        <phase>generate-resources</phase>
                        <goals>
                            <goal>run</goal>
                        </goals>
                        <configuration>
                            <skip>${cks.vmmap.native.skip}</skip>
                            <target xmlns:if="ant:if" xmlns:unless="ant:unless">
                                <condition property="cks.vmmap.cargo.found">
                                    <or>
                                        <available file="${cks.vmmap.cargo}" filepath="${env.PATH}"/>
                                        <available file="${cks.vmmap.cargo}"/>
                                    </or>
                                </condition>
                                <fail unless="cks.vmmap.cargo.found" message="cargo (Rust 1.85 or later) is needed to build the Kubernetes cluster VM map check's library: install it (rustup.rs or your distribution's cargo package), or build without the library with -Dcks.vmmap.native.skip=true"/>
                                <condition property="cks.vmmap.os" value="mac">
                                    <os family="mac"/>
                                </condition>
                                <condition property="cks.vmmap.os" value="linux-musl">
                                    <and>
                                        <os name="Linux"/>
                                        <or>
                                            <available file="/lib/ld-musl-x86_64.so.1"/>
                                            <available file="/lib/ld-musl-aarch64.so.1"/>
                                        </or>
                                    </and>
                                </condition>
                                <condition property="cks.vmmap.os" value="linux">
                                    <os name="Linux"/>
                                </condition>
                                <condition property="cks.vmmap.arch" value="x86_64">
                                    <or>
                                        <os arch="amd64"/>
                                        <os arch="x86_64"/>
                                    </or>
                                </condition>
                                <condition property="cks.vmmap.arch" value="aarch64">
                                    <or>
                                        <os arch="aarch64"/>
                                        <os arch="arm64"/>
                                    </or>
                                </condition>
                                <fail message="the Kubernetes cluster VM map check's library is built on Linux or macOS, x86_64 or aarch64, not on ${os.name} ${os.arch}: build with -Dcks.vmmap.native.skip=true">
                                    <condition>
                                        <not>
                                            <and>
                                                <isset property="cks.vmmap.os"/>
                                                <isset property="cks.vmmap.arch"/>
                                            </and>
                                        </not>
                                    </condition>
                                </fail>
                                <condition property="cks.vmmap.library" value="libcks_vmmap_check.dylib" else="libcks_vmmap_check.so">
                                    <os family="mac"/>
                                </condition>
                                <exec executable="rustc" searchpath="true" outputproperty="cks.vmmap.rustc.sysroot" failifexecutionfails="false">
                                    <arg line="--print sysroot"/>
                                </exec>
                                <condition property="cks.vmmap.both.linux">
                                    <and>
                                        <isfalse value="${cks.vmmap.native.host.only}"/>
                                        <equals arg1="${cks.vmmap.os}" arg2="linux"/>
                                        <available file="cargo-zigbuild" filepath="${env.PATH}"/>
                                        <available file="${cks.vmmap.rustc.sysroot}/lib/rustlib/x86_64-unknown-linux-gnu/lib" type="dir"/>
                                        <available file="${cks.vmmap.rustc.sysroot}/lib/rustlib/aarch64-unknown-linux-gnu/lib" type="dir"/>
                                    </and>
                                </condition>
                                <condition property="cks.vmmap.cargo.build" value="zigbuild --target x86_64-unknown-linux-gnu.2.17 --target aarch64-unknown-linux-gnu.2.17" else="build">
                                    <isset property="cks.vmmap.both.linux"/>
                                </condition>
                                <condition property="cks.vmmap.cargo.hint" value=" (it ran cargo zigbuild for x86_64 and aarch64 Linux; -Dcks.vmmap.native.host.only=true builds for this machine only)" else="">
                                    <isset property="cks.vmmap.both.linux"/>
                                </condition>
                                <condition property="cks.vmmap.cargo.vendored">
                                    <not>
                                        <equals arg1="${cks.vmmap.cargo.vendor}" arg2=""/>
                                    </not>
                                </condition>
                                <property name="cks.vmmap.cargo.vendor.dir" location="${cks.vmmap.cargo.vendor}"/>
                                <fail message="-Dcks.vmmap.cargo.vendor names ${cks.vmmap.cargo.vendor.dir}, which is not a folder: name the vendored crate set that cargo vendor made from src/main/rust/Cargo.lock">
                                    <condition>
                                        <and>
                                            <isset property="cks.vmmap.cargo.vendored"/>
                                            <not>
                                                <available file="${cks.vmmap.cargo.vendor.dir}" type="dir"/>
                                            </not>
                                        </and>
                                    </condition>
                                </fail>
                                <condition property="cks.vmmap.cargo.source" value="--offline --config &quot;source.crates-io.replace-with='cks-vmmap-vendor'&quot; --config &quot;source.cks-vmmap-vendor.directory='${cks.vmmap.cargo.vendor.dir}'&quot;" else="">
                                    <isset property="cks.vmmap.cargo.vendored"/>
                                </condition>
                                <exec executable="${cks.vmmap.cargo}" dir="${project.basedir}/src/main/rust" searchpath="true" resultproperty="cks.vmmap.cargo.status">
                                    <arg line="${cks.vmmap.cargo.build}"/>
                                    <arg value="--release"/>
                                    <arg value="--locked"/>
                                    <arg value="--lib"/>
                                    <arg value="--target-dir"/>
                                    <arg value="${project.build.directory}/rust"/>
                                    <arg line="${cks.vmmap.cargo.source}"/>
                                </exec>
                                <fail message="cargo could not build the Kubernetes cluster VM map check's library offline from the vendored crate set in ${cks.vmmap.cargo.vendor.dir} (exit status ${cks.vmmap.cargo.status}; cargo's error is above): make the set again from src/main/rust/Cargo.lock with cargo vendor --locked${cks.vmmap.cargo.hint}">
                                    <condition>
                                        <and>
                                            <isset property="cks.vmmap.cargo.vendored"/>
                                            <not>
                                                <equals arg1="${cks.vmmap.cargo.status}" arg2="0"/>
                                            </not>
                                        </and>
                                    </condition>
                                </fail>
                                <fail message="cargo could not build the Kubernetes cluster VM map check's library (exit status ${cks.vmmap.cargo.status}; cargo's error is above). A machine that cannot reach crates.io builds it from a vendored crate set: make one where crates.io is reachable with cargo vendor --locked --manifest-path src/main/rust/Cargo.toml DIR, then build with -Dcks.vmmap.cargo.vendor=DIR; or build without the library with -Dcks.vmmap.native.skip=true${cks.vmmap.cargo.hint}">
                                    <condition>
                                        <not>
                                            <equals arg1="${cks.vmmap.cargo.status}" arg2="0"/>
                                        </not>
                                    </condition>
                                </fail>
                                <copy unless:set="cks.vmmap.both.linux" file="${project.build.directory}/rust/release/${cks.vmmap.library}" todir="${project.build.outputDirectory}/native/${cks.vmmap.os}-${cks.vmmap.arch}"/>
                                <copy if:set="cks.vmmap.both.linux" file="${project.build.directory}/rust/x86_64-unknown-linux-gnu/release/${cks.vmmap.library}" todir="${project.build.outputDirectory}/native/linux-x86_64"/>
                                <copy if:set="cks.vmmap.both.linux" file="${project.build.directory}/rust/aarch64-unknown-linux-gnu/release/${cks.vmmap.library}" todir="${project.build.outputDirectory}/native/linux-aarch64"/>
                                <copy file="${project.basedir}/src/main/rust/THIRD-PARTY-LICENSES" todir="${project.build.outputDirectory}/native"/>
                            </target>
                        </configuration>
                    </execution>
                </executions>
            </plugin>
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-surefire-plugin</artifactId>
                <configuration>
                    <systemPropertyVariables>
                        <cks.vmmap.native.skip>${cks.vmmap.native.skip}</cks.vmmap.native.skip>
                    </systemPropertyVariables>
                </configuration>
            </plugin>
        </plugins>
    </build>
"""


def edit_pom(text, library=True):
    """cloud-utils' test-jar for the tests of CKS's node commands; and (the check's part) the library's build."""
    if "cks.vmmap.native.skip" in text:
        return text
    if "<build>" in text or "<properties>" in text:
        raise AnchorMissing("pom.xml: it already has a <build> or <properties> section; this script only knows the 4.22 line's module pom")
    if "<type>test-jar</type>" not in text:
        text = insert_before(text, "</dependencies>", POM_UTILS_TEST_JAR, "pom.xml")
    if not library:
        return text
    text = insert_after(text, "</parent>", POM_PROPERTIES, "pom.xml")
    return insert_after(text, "</dependencies>", POM_BUILD, "pom.xml")


# The hostile SSH host of cloud-utils' tests (HostileSshHost), for the tests of CKS's node commands against it.
POM_UTILS_TEST_JAR = """\
        <dependency>
            <groupId>org.apache.cloudstack</groupId>
            <artifactId>cloud-utils</artifactId>
            <version>${project.version}</version>
            <type>test-jar</type>
            <scope>test</scope>
        </dependency>
"""


def java_files(root):
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".java"):
                yield os.path.join(dirpath, f)


def planned_copies():
    """(source file, path inside the module) for every file the change copies into the module unchanged."""
    copies = []
    for main in ("java/shim/src/main/java",):
        main = os.path.join(REPO, main)
        for src in java_files(main):
            rel = os.path.relpath(src, main)
            if rel.startswith(os.path.join(PKG, "vmmap", "demo")):
                continue
            copies.append((src, os.path.join("src/main/java", rel)))
    shim_main = os.path.join(REPO, "java/shim/src/main/java")
    for name in TEST_DOUBLES_IN_MODULE:
        rel = os.path.join(PKG, "vmmap", name)
        copies.append((os.path.join(shim_main, rel), os.path.join("src/test/java", rel)))
    shim_test = os.path.join(REPO, "java/shim/src/test/java")
    for name in SHIM_TESTS_IN_MODULE:
        rel = os.path.join(PKG, "vmmap", name)
        copies.append((os.path.join(shim_test, rel), os.path.join("src/test/java", rel)))
    for kind in ("main", "test"):
        root = os.path.join(REPO, "java/cloudstack-binding/src", kind, "java")
        for src in java_files(root):
            copies.append((src, os.path.join("src", kind, "java", os.path.relpath(src, root))))
    for name in CRATE_FILES + (THIRD_PARTY_LICENSES,):
        copies.append((os.path.join(REPO, name), os.path.join(RUST_DIR, name)))
    src_dir = os.path.join(REPO, "src")
    for dirpath, dirs, files in os.walk(src_dir):
        dirs[:] = sorted(d for d in dirs if os.path.join(dirpath, d) != os.path.join(src_dir, "bin"))
        for f in sorted(files):
            if f.endswith(".rs"):
                path = os.path.join(dirpath, f)
                copies.append((path, os.path.join(RUST_DIR, "src", os.path.relpath(path, src_dir))))
    return copies


def module_cargo_toml():
    """This repository's Cargo.toml without the targets the module does not build (the CLI and the benchmarks)."""
    with open(os.path.join(REPO, "Cargo.toml"), encoding="utf-8") as f:
        text = f.read()
    out, skipping = [], False
    for line in text.splitlines(keepends=True):
        header = line.strip()
        if header.startswith("["):
            skipping = header in ("[[bin]]", "[[bench]]")
        if not skipping:
            out.append(line)
    result = "".join(out)
    if "[[bin]]" in result or "[[bench]]" in result or "[lib]" not in result:
        raise AnchorMissing("Cargo.toml: could not drop the CLI and benchmark targets")
    return result.encode("utf-8")


def properties_text():
    """The shim's resource with the engine version filled in, as Maven's resource filtering does for the shim's jar."""
    with open(os.path.join(REPO, "java/shim/src/main/resources/cks-vmmap-check.properties"), encoding="utf-8") as f:
        return f.read().replace("${engine.version}", ENGINE_VERSION).encode("utf-8")


def plan(cloudstack_dir):
    """Every file of the change as (path inside the CloudStack tree, new content); raises AnchorMissing before anything is
    written."""
    edits = {
        "pom.xml": edit_pom,
        os.path.join("src/main/java", PKG, "KubernetesClusterEventTypes.java"): edit_event_types,
        os.path.join("src/main/java", PKG, "KubernetesClusterManagerImpl.java"): edit_manager,
        os.path.join("src/main/java", PKG, "utils/KubernetesClusterUtil.java"): edit_cluster_util,
        "src/main/resources/META-INF/cloudstack/kubernetes-service/spring-kubernetes-service-context.xml": edit_spring,
        os.path.join(DAO, "KubernetesClusterDao.java"): edit_cluster_dao,
        os.path.join(DAO, "KubernetesClusterDaoImpl.java"): edit_cluster_dao_impl,
        os.path.join(DAO, "KubernetesClusterVmMapDao.java"): edit_vm_map_dao,
        os.path.join(DAO, "KubernetesClusterVmMapDaoImpl.java"): edit_vm_map_dao_impl,
        os.path.join(DAO, "KubernetesClusterDetailsDao.java"): edit_details_dao,
        os.path.join(DAO, "KubernetesClusterDetailsDaoImpl.java"): edit_details_dao_impl,
        "src/main/java/org/apache/cloudstack/api/response/KubernetesClusterResponse.java": edit_cluster_response,
    }
    edits.update({os.path.join("src/main/java", PKG, "actionworkers", caller): edit_node_ssh_caller(caller) for caller in NODE_SSH_CALLERS})
    edits = [("pom.xml", edit_root_pom)] + [(os.path.join(PLUGIN, rel), edit) for rel, edit in edits.items()]
    files = []
    for rel, edit in edits:
        path = os.path.join(cloudstack_dir, rel)
        if not os.path.isfile(path):
            raise AnchorMissing("%s is missing" % rel)
        with open(path, encoding="utf-8") as f:
            files.append((rel, edit(f.read()).encode("utf-8")))
    for src, rel in planned_copies():
        with open(src, "rb") as f:
            files.append((os.path.join(PLUGIN, rel), f.read()))
    files.append((os.path.join(PLUGIN, RUST_DIR, "Cargo.toml"), module_cargo_toml()))
    files.append((os.path.join(PLUGIN, "src/main/resources/cks-vmmap-check.properties"), properties_text()))
    files += plan_utils(cloudstack_dir)
    files += plan_binary_license(cloudstack_dir)
    files += plan_ui(cloudstack_dir)
    files += plan_marvin(cloudstack_dir)
    return files


def write(cloudstack_dir, files):
    """Writes the files that differ; returns the paths written."""
    changed = []
    for rel, content in files:
        path = os.path.join(cloudstack_dir, rel)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                if f.read() == content:
                    continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
        changed.append(path)
    return changed


def git(cwd, *args):
    return subprocess.run(["git", "-c", "user.name=cks-vmmap-check", "-c", "user.email=cks-vmmap-check@localhost",
                           "-c", "core.autocrlf=false", *args], cwd=cwd, check=True, stdout=subprocess.PIPE).stdout


def write_patch(cloudstack_dir, files, out):
    """The change as one `git apply`-able patch against the root pom and the module as they are in cloudstack_dir (left
    untouched), to apply in the CloudStack root."""
    scratch = tempfile.mkdtemp(prefix="cks-vmmap-check-patch-")
    try:
        shutil.copytree(os.path.join(cloudstack_dir, PLUGIN), os.path.join(scratch, PLUGIN), ignore=shutil.ignore_patterns("target"))
        copy_pristine_outside_module(cloudstack_dir, scratch, files)
        git(scratch, "init", "-q")
        git(scratch, "add", "-A")
        git(scratch, "commit", "-q", "-m", "pristine")
        write(scratch, files)
        git(scratch, "add", "-A")
        patch = git(scratch, "diff", "--cached", "--full-index", "--no-renames")
    finally:
        shutil.rmtree(scratch)
    with open(out, "wb") as f:
        f.write(patch)
    return patch.count(b"\ndiff --git ") + (1 if patch.startswith(b"diff --git ") else 0)


# ---- The bounded SSH command in CloudStack's SSH helper (cloud-utils) -------------------------------------------------
# A tenant is root on its cluster's nodes (SPEC 5): every SSH command CKS runs there, the check's listing included, goes
# through SshHelper's bounded overloads. Their code is java/cloud-utils/ (BoundedSshCommand, SshCommandResult and their
# tests, copied into utils/); SshHelper.java gains two overloads that call it. The part applies and builds on its own.
UTILS = "utils"
UTILS_SRC = os.path.join(REPO, "java/cloud-utils/src")
SSH_HELPER = "utils/src/main/java/com/cloud/utils/ssh/SshHelper.java"
SSH_HELPER_OVERLOADS = """\
    /**
     * Runs {@code command} within bounds the remote side cannot stretch, for a host whose root is not the operator (a
     * Kubernetes cluster's node is its tenant's): at most {@code maxOutputBytes} of stdout and stderr together are read,
     * and {@code timeoutInMs} bounds the whole command, from the connect to the close. The result says what ended it;
     * when a bound did, its {@code second()} is the reason, not the output.
     *
     * @throws SshException if the host refuses the key or password; an IOException if the connection fails before the deadline
     */
    public static SshCommandResult sshExecute(String host, int port, String user, File pemKeyFile, String password, String command,
            int maxOutputBytes, long timeoutInMs) throws Exception {
        return BoundedSshCommand.execute(host, port, user, pemKeyFile, password, command, maxOutputBytes, timeoutInMs);
    }

    /**
     * Copies {@code localFile} to the host as {@link #scpTo(String, int, String, File, String, String, String, String)} does,
     * within {@code timeoutInMs} for the whole copy; the host's answers are bounded by trilead's SCP client.
     *
     * @throws SshException if the deadline passed or the host refuses the key or password
     */
    public static void scpTo(String host, int port, String user, File pemKeyFile, String password, String remoteTargetDirectory,
            String localFile, String fileMode, long timeoutInMs) throws Exception {
        SshCommandResult result = BoundedSshCommand.run(host, port, user, pemKeyFile, password, timeoutInMs, (connection, deadline) -> {
            connection.createSCPClient().put(localFile, remoteTargetDirectory, fileMode == null ? "0600" : fileMode);
            return SshCommandResult.exited(0, "");
        });
        if (result.isCut()) {
            throw new SshException(result.second());
        }
    }

"""


def edit_ssh_helper(text):
    if "BoundedSshCommand" in text:
        return text
    return insert_before(text, "protected static Session openConnectionSession(Connection conn)", SSH_HELPER_OVERLOADS, "SshHelper.java")


def plan_utils(cloudstack_dir):
    """The cloud-utils part as (path inside the CloudStack tree, new content); none for a tree without utils/ (the module
    alone, as the bundle's source/ holds it: its build then needs the cloud-utils that verify.sh builds with the part)."""
    path = os.path.join(cloudstack_dir, SSH_HELPER)
    if not os.path.isdir(os.path.join(cloudstack_dir, UTILS)):
        print("apply: %s has no %s/ folder (the module alone): the cloud-utils part is left out" % (cloudstack_dir, UTILS), file=sys.stderr)
        return []
    if not os.path.isfile(path):
        raise AnchorMissing("%s is missing" % SSH_HELPER)
    with open(path, encoding="utf-8") as f:
        files = [(SSH_HELPER, edit_ssh_helper(f.read()).encode("utf-8"))]
    for kind in ("main", "test"):
        root = os.path.join(UTILS_SRC, kind, "java")
        for src in java_files(root):
            with open(src, "rb") as f:
                files.append((os.path.join(UTILS, "src", kind, "java", os.path.relpath(src, root)), f.read()))
    return files


BINARY_LICENSE = "tools/whisker/LICENSE"
RUST_LICENSE_SECTION = "Within the %s/%s directory" % (PLUGIN, RUST_DIR)


def edit_binary_license(text):
    """CloudStack's binary LICENSE (tools/whisker/LICENSE, which debian/rules installs as every package's LICENSE):
    THIRD-PARTY-LICENSES' sections, the crates linked into the library, after the tree's own last section."""
    with open(os.path.join(REPO, THIRD_PARTY_LICENSES), encoding="utf-8") as f:
        ours = f.read()
    if "\nWithin the " not in ours:
        raise AnchorMissing("%s has no 'Within the ... directory' section" % THIRD_PARTY_LICENSES)
    sections = ours[ours.index("\nWithin the ") + 1:]
    if not sections.startswith(RUST_LICENSE_SECTION):
        raise AnchorMissing("%s's first section is not %r" % (THIRD_PARTY_LICENSES, RUST_LICENSE_SECTION))
    if RUST_LICENSE_SECTION in text:
        text = text[:text.index(RUST_LICENSE_SECTION)]
    elif "\nWithin the " not in text:
        raise AnchorMissing("%s has no 'Within the ... directory' section" % BINARY_LICENSE)
    return text.rstrip("\n") + "\n\n" + sections


def plan_binary_license(cloudstack_dir):
    """The binary LICENSE's edit; none for a tree without tools/whisker (the module alone)."""
    path = os.path.join(cloudstack_dir, BINARY_LICENSE)
    if not os.path.isfile(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [(BINARY_LICENSE, edit_binary_license(f.read()).encode("utf-8"))]


# ---- The operator's view (SPEC 6) in CloudStack's UI ---------------------------------------------------------------
# The UI's files live in integration/cloudstack/ui/ at the paths they take under CloudStack's ui/. They are copied, and
# three of CloudStack's UI files are edited at anchors: the cluster's page gets a "VM map check" pane (root admins, when
# the server has the API), the cluster list two columns (root admins, same condition), en.json the English labels.
# Every path of the change is relative to the CloudStack root, the UI's too (ui/...).
UI = "ui"
UI_SRC = os.path.join(HERE, "ui")
VM_MAP_CHECK_API = "getKubernetesClusterVmMapCheckResults"
UI_COMPONENT = "KubernetesClusterVmMapCheck"

# en.json is (nearly) sorted by key: each group of labels goes after the line of the key that sorts just before it.
UI_LABELS = (
    ('"label.vm.add":', {
        "label.vm.map.check": "VM map check",
        "label.vm.map.check.mismatch.count": "mismatches: {count}",
        "label.vm.map.check.reason.map.count": "map rows \u2260 nodes",
        "label.vm.map.check.reason.no.address": "no SSH address",
        "label.vm.map.check.reason.nodes.unknown": "nodes not listed",
        "label.vm.map.check.reason.ready.nodes": "nodes not Ready",
        "label.vm.map.check.reason.vm.state": "VMs not Running",
        "label.vm.map.check.reason.waiting.on.cks": "waiting on CKS",
        "label.vm.map.check.answer": "This answer",
        "label.vm.map.check.checked": "Checked",
        "label.vm.map.check.key": "Key",
        "label.vm.map.check.kind": "Kind",
        "label.vm.map.check.kind.mapped.vm.destroyed": "Mapped Instance destroyed",
        "label.vm.map.check.kind.mapped.vm.error": "Mapped Instance in Error state",
        "label.vm.map.check.kind.mapped.vm.expunged": "Mapped Instance expunged",
        "label.vm.map.check.kind.mapped.vm.missing": "Mapped Instance missing",
        "label.vm.map.check.kind.node.without.vm": "Node without an Instance",
        "label.vm.map.check.kind.stuck.state": "Stuck in a transitional state",
        "label.vm.map.check.kind.unmapped.vm": "Instance missing from the map",
        "label.vm.map.check.kind.vm.not.node": "Instance that is not a node",
        "label.vm.map.check.last.sweep": "Last sweep",
        "label.vm.map.check.mismatches": "Mismatches",
        "label.vm.map.check.node": "Node",
        "label.vm.map.check.node.view": "Node view",
        "label.vm.map.check.node.view.available": "Available",
        "label.vm.map.check.node.view.notlookedat": "Not looked at",
        "label.vm.map.check.node.view.unavailable": "Unavailable",
        "label.vm.map.check.not.reported": "Not reported yet",
        "label.vm.map.check.reported": "Reported",
        "label.vm.map.check.run.fresh.check": "Run a fresh check",
        "label.vm.map.check.skipped": "Skipped",
        "label.vm.map.check.stuck.in": "stuck in {state}",
    }),
    ('"message.virtual.router.not.return.elementid":', {
        "message.vm.map.check.alert.reason": "Seen in Alert since {since}: {reason}",
        "message.vm.map.check.answer.fresh": "A fresh check, run just now, the node view included",
        "message.vm.map.check.answer.stored": "From the database: the Instances as they are now, the node view as the last sweep stored it",
        "message.vm.map.check.confirm.fresh.check": "Check this cluster now, its nodes over SSH included? What is new is reported as a sweep reports it: events, and alerts within the budget",
        "message.vm.map.check.count": "{count} mismatches, all reported",
        "message.vm.map.check.count.not.reported": "{count} mismatches, {notReported} not reported yet",
        "message.vm.map.check.gone.vm": "gone (database id {id})",
        "message.vm.map.check.no.answer": "The VM map check gave no answer for this cluster",
        "message.vm.map.check.no.mismatches": "No mismatch: the map, the Instances and the nodes agree",
        "message.vm.map.check.no.sweep": "No sweep has run yet",
        "message.vm.map.check.no.vm.mismatches": "No mismatch between the map and the Instances; the nodes were not compared (node view unavailable)",
        "message.vm.map.check.not.checked": "The cluster is not checked",
        "message.vm.map.check.stuck.state": "The cluster has been in state {state} since {since}, longer than {bound} seconds (setting {setting})",
    }),
)


def edit_ui_en_json(text):
    name = "ui/public/locales/en.json"
    for anchor, labels in UI_LABELS:
        first = min(labels)
        if '"%s":' % first in text:
            continue
        text = insert_after(text, anchor, "".join('"%s": %s,\n' % (k, json.dumps(labels[k], ensure_ascii=False))
                                                  for k in sorted(labels)), name)
    return text


def kubernetes_section(text, name):
    """The span of compute.js's Kubernetes section: from its name to the next section's."""
    start = text.find("name: 'kubernetes',")
    if start < 0:
        raise AnchorMissing(name + ": no line contains \"name: 'kubernetes',\"")
    end = text.find("\n    {\n      name: '", start)
    return start, (end if end >= 0 else len(text))


def edit_ui_compute_js(text):
    """The cluster list's column of the check, for a root admin on a server that has the check's API
    (listKubernetesClusters answers its fields to root admins only)."""
    name = "ui/src/config/section/compute.js"
    if "vmmapcheck: (record) => {" in text:
        return text
    start, end = kubernetes_section(text, name)
    section = text[start:end]
    anchor = re.search(r"^([ \t]*)fields\.push\('zonename'\)\n", section, re.M)
    if anchor is None or "columns: (store) => {" not in section[:anchor.start()]:
        raise AnchorMissing(name + ": the Kubernetes section's columns (store) => {...} with no line fields.push('zonename')")
    pad = anchor.group(1)
    # One column, "VM map check", whose cell is the first that applies: why the cluster is in Alert (its kind's short
    # label; for a kind this UI has no label for, vue-i18n answers the key itself, the reason's headline), the stuck
    # state, the count of mismatches reported. CloudStack's list is an auto-layout table whose cells break anywhere:
    # every column and every long text takes width from the names (stop 53 measured three columns at 72 px of Name
    # against 81 and 95 px without them). The tab and the API have each field whole.
    lines = [
        "if (['Admin'].includes(store.userInfo.roletype) && '%s' in store.apis) {" % VM_MAP_CHECK_API,
        "  fields.push({",
        "    field: 'vmmapcheck',",
        "    customTitle: 'vm.map.check',",
        "    optional: true,",
        "    vmmapcheck: (record) => {",
        "      if (record.alertreason) {",
        "        const label = 'label.vm.map.check.reason.' + String(record.alertreasonkind).replace(/_/g, '.')",
        "        const text = i18n.global.t(label)",
        "        if (record.alertreasonkind && text !== label) {",
        "          return text",
        "        }",
        "        const cut = record.alertreason.search(/ \\(|: /)",
        "        const head = cut > 0 ? record.alertreason.substring(0, cut) : record.alertreason",
        "        return head.length > 40 ? head.substring(0, 39) + '\u2026' : head",
        "      }",
        "      if (record.stuckstate) {",
        "        return i18n.global.t('label.vm.map.check.stuck.in', { state: record.stuckstate })",
        "      }",
        "      return record.vmmapmismatches > 0 ? i18n.global.t('label.vm.map.check.mismatch.count', { count: record.vmmapmismatches }) : ''",
        "    }",
        "  })",
        "}",
    ]
    block = "".join(pad + line + "\n" for line in lines)
    at = start + anchor.start()
    text = text[:at] + block + text[at:]
    return insert_after(text, "import store from '@/store'", "import { i18n } from '@/locales'\n", name)


def edit_ui_autogen_view(text):
    """A list column may be offered without being shown: a column object with `optional: true` is in the list's column
    picker (the gear at the table's corner), unticked, until the operator ticks it (CloudStack keeps the choice per
    user and page, as it keeps every column choice). Stop 53 measured that any column shown in CloudStack's list takes
    width from the names (its cells break anywhere in an auto-layout table): the check's column is opt-in."""
    name = "ui/src/views/AutogenView.vue"
    if "columnKey.optional" in text:
        return text
    push = re.search(r"^([ \t]*)this\.selectedColumns\.push\(key\)\n([ \t]*)\}\n([ \t]*)this\.allColumns = this\.columns\n", text, re.M)
    if push is None:
        raise AnchorMissing(name + ": no this.selectedColumns.push(key) closing the columns' loop before this.allColumns = this.columns")
    pad, end_pad, after_pad = push.group(1), push.group(2), push.group(3)
    block = ("%sif (typeof columnKey !== 'object' || !columnKey.optional) {\n"
             "%s  this.selectedColumns.push(key)\n"
             "%s}\n"
             "%s}\n"
             "%sthis.allColumns = this.columns\n"
             "%sthis.columns = this.allColumns.filter(x => this.selectedColumns.includes(x.dataIndex))\n") % (
                 pad, pad, pad, end_pad, after_pad, after_pad)
    return text[:push.start()] + block + text[push.end():]


def edit_ui_autogen_view_spec(text):
    """AutogenView's own test of the optional column, beside its test of the route's columns."""
    name = "ui/tests/unit/views/AutogenView.spec.js"
    if "testRouterOptionalColumn" in text:
        return text
    route = ("mockData.routes.push({\n"
             "  name: 'testRouterOptionalColumn',\n"
             "  path: '/test-router-optional-column',\n"
             "  meta: {\n"
             "    title: 'label.title',\n"
             "    icon: 'play-circle-outlined',\n"
             "    permission: ['testApiNameCase1'],\n"
             "    columns: [\n"
             "      'name',\n"
             "      {\n"
             "        field: 'column2',\n"
             "        customTitle: 'column2',\n"
             "        optional: true,\n"
             "        column2: (record) => {\n"
             "          return record.name\n"
             "        }\n"
             "      }\n"
             "    ]\n"
             "  },\n"
             "  component: {}\n"
             "})\n"
             "\n")
    text = insert_before(text, "router = common.createMockRouter(mockData.routes)", route, name)
    test = ("      it('leaves an optional column out of the columns shown and offers it in the column picker', async () => {\n"
            "        await mockAxios.mockResolvedValue({\n"
            "          testapinamecase1response: {\n"
            "            count: 0,\n"
            "            testapinamecase1: []\n"
            "          }\n"
            "        })\n"
            "        await router.push({ name: 'testRouterOptionalColumn' })\n"
            "        await flushPromises()\n"
            "\n"
            "        expect(wrapper.vm.columnKeys.map(c => wrapper.vm.getColumnKey(c))).toEqual(['name', 'column2'])\n"
            "        expect(wrapper.vm.selectedColumns).toEqual(['name'])\n"
            "        expect(wrapper.vm.columns.map(c => c.key)).toEqual(['name', 'filtercolumn'])\n"
            "\n"
            "        wrapper.vm.updateSelectedColumns('column2')\n"
            "        expect(wrapper.vm.selectedColumns).toEqual(['name', 'column2'])\n"
            "        expect(wrapper.vm.columns.map(c => c.key)).toEqual(['name', 'column2', 'filtercolumn'])\n"
            "      })\n"
            "\n")
    return insert_before(text, "      it('API should be called with params assign by $route.query', async (done) => {", test, name)


def edit_ui_service_tab(text):
    """The cluster's page: a pane beside Events, for a root admin, on a CloudManaged cluster, when the API is there."""
    name = "ui/src/views/compute/KubernetesServiceTab.vue"
    if UI_COMPONENT in text:
        return text
    pane = re.search(r"^([ \t]*)<a-tab-pane :tab=\"\$t\('label.events'\)\" key=\"events\"", text, re.M)
    if pane is None:
        raise AnchorMissing(name + ": no line contains <a-tab-pane :tab=\"$t('label.events')\" key=\"events\"")
    pad = pane.group(1)
    block = ("%s<a-tab-pane\n"
             "%s  :tab=\"$t('label.vm.map.check')\"\n"
             "%s  key=\"vmmapcheck\"\n"
             "%s  v-if=\"resource.clustertype === 'CloudManaged' && '%s' in $store.getters.apis && ['Admin'].includes($store.getters.userInfo.roletype)\">\n"
             "%s  <%s :resource=\"resource\" />\n"
             "%s</a-tab-pane>\n") % (pad, pad, pad, pad, VM_MAP_CHECK_API, pad, UI_COMPONENT, pad)
    text = text[:pane.start()] + block + text[pane.start():]
    text = insert_after(text, "import EventsTab from '@/components/view/EventsTab'",
                        "import %s from '@/views/compute/%s'\n" % (UI_COMPONENT, UI_COMPONENT), name)
    components = re.search(r"^([ \t]*)EventsTab\n([ \t]*)\},\n", text, re.M)
    if components is None or "components: {" not in text[:components.start()]:
        raise AnchorMissing(name + ": its components: { ... } does not end with EventsTab")
    pad = components.group(1)
    return text[:components.start()] + "%sEventsTab,\n%s%s\n" % (pad, pad, UI_COMPONENT) + text[components.start() + len(pad) + len("EventsTab\n"):]


UI_EDITS = {
    "src/config/section/compute.js": edit_ui_compute_js,
    "src/views/AutogenView.vue": edit_ui_autogen_view,
    "tests/unit/views/AutogenView.spec.js": edit_ui_autogen_view_spec,
    "src/views/compute/KubernetesServiceTab.vue": edit_ui_service_tab,
    "public/locales/en.json": edit_ui_en_json,
}


def plan_ui(cloudstack_dir):
    """The UI part as (path inside the CloudStack tree, new content); none for a tree without ui/ (the module alone, as the
    bundle's source/ holds it). Raises AnchorMissing before anything is written."""
    ui_dir = os.path.join(cloudstack_dir, UI)
    if not os.path.isdir(ui_dir):
        print("apply: %s has no %s/ folder (the module alone): the UI part is left out" % (cloudstack_dir, UI), file=sys.stderr)
        return []
    files = []
    for rel, edit in UI_EDITS.items():
        path = os.path.join(ui_dir, rel)
        if not os.path.isfile(path):
            raise AnchorMissing("%s is missing" % os.path.join(UI, rel))
        with open(path, encoding="utf-8") as f:
            files.append((os.path.join(UI, rel), edit(f.read()).encode("utf-8")))
    for dirpath, dirs, names in os.walk(UI_SRC):
        dirs.sort()
        for n in sorted(names):
            src = os.path.join(dirpath, n)
            with open(src, "rb") as f:
                files.append((os.path.join(UI, os.path.relpath(src, UI_SRC)), f.read()))
    return files


# ---- The Marvin test, in CloudStack's integration suite -----------------------------------------------------------
# integration/cloudstack/marvin/ holds it at the path it takes in the tree (test/integration/smoke/...); the end-to-end
# script runs it against its simulator server. It is not added to the simulator matrix of CloudStack's CI workflow:
# that CI runs with cloud.kubernetes.service.enabled false, where CKS's own tests skip too, and so would this one.
MARVIN = "test/integration/smoke"
MARVIN_SRC = os.path.join(HERE, "marvin")


def plan_marvin(cloudstack_dir):
    """The Marvin test as (path inside the CloudStack tree, content); none for a tree without test/integration/smoke."""
    if not os.path.isdir(os.path.join(cloudstack_dir, MARVIN)):
        print("apply: %s has no %s/ folder (the module alone): the Marvin test is left out" % (cloudstack_dir, MARVIN), file=sys.stderr)
        return []
    files = []
    for dirpath, dirs, names in os.walk(MARVIN_SRC):
        dirs.sort()
        for n in sorted(names):
            src = os.path.join(dirpath, n)
            with open(src, "rb") as f:
                files.append((os.path.relpath(src, MARVIN_SRC), f.read()))
    return files


# ---- The change as a series (--series DIR), in CloudStack's pull-request form --------------------------------------
# Three commits a reviewer can take one at a time, each applying on the one before and building: CloudStack's SSH helper
# (cloud-utils), CKS's own SSH commands on a node through it (and the login user without the user VM), then the check.
SERIES = (
    ("utils: bounded SSH commands for hosts whose root is not the operator",
     "SshHelper gains sshExecute(..., maxOutputBytes, timeoutInMs) and scpTo(..., timeoutInMs): at most maxOutputBytes of\n"
     "stdout and stderr are read from the channel, and one wall-clock deadline bounds the connect, key exchange,\n"
     "authentication, command, read and close (a watchdog interrupts the thread and closes the socket). Only fixed-size\n"
     "key exchanges and RSA host keys of a bounded size are offered. The result (SshCommandResult) says what ended the\n"
     "command. Tested against a hostile OpenSSH host on 127.0.0.1 (endless output, silence, slow key exchange).\n"),
    ("kubernetes: every SSH command CKS runs on a cluster's node is bounded",
     "A cluster's tenant is root on its nodes. KubernetesClusterUtil gains sshExecuteOnNode and scpToNode (4 MiB read at\n"
     "most, the sum of the call's own timeouts for the whole command), and every SshHelper call of the action workers and\n"
     "of KubernetesClusterUtil goes through them; a command a bound cut fails with its reason, logged. The status\n"
     "scanner's Ready-node count on an endless node no longer holds a thread or grows the heap without end.\n\n"
     "getControlNodeLoginUser checks the first mapped VM on vm_instance instead of loading the user VM with its user\n"
     "data (CKS's cloud-init, 16-20 kB), on every SSH command of every CKS operation.\n"),
    ("kubernetes: the VM map check",
     "Every 5 minutes, for each CloudManaged cluster in Running or Alert, compares the VM map, the VMs named as its nodes\n"
     "and kubectl get nodes over SSH, and reports each mismatch once (a WARN event hidden from users, and an alert within\n"
     "a per-cluster cap and a cloud-wide budget per run, cloud.kubernetes.cluster.vm.map.check.alert.budget); it\n"
     "reports a cluster stuck in a transitional state past its operation's timeout setting. It changes nothing.\n\n"
     "The decisions are a Rust library built by the module's build (cargo) and bundled in the jar; the Java side reads\n"
     "with the plugin's DAOs, reaches the control node as the action workers do, applies each answer in one transaction\n"
     "under the cluster's row lock, and runs on its own scheduled thread under a global lock, one sweep per interval\n"
     "in the cloud. Settings: cloud.kubernetes.cluster.vm.map.check.enabled (true), .ssh.parallelism (64),\n"
     ".grace.period (900 s), .alert.budget (50). getKubernetesClusterVmMapCheckResults (root admin) answers for one\n"
     "cluster, with performfreshcheck to check it now; listKubernetesClusters gains the reported mismatches and a stuck\n"
     "state for a root admin; the UI gets a \"VM map check\" tab.\n"),
)
SERIES_PART_TWO_TESTS = (os.path.join(PKG, "utils"), os.path.join(PKG, "actionworkers"))


def plan_series(cloudstack_dir):
    """The series' three states of the change, each a list of (path, content) as plan() gives the whole."""
    utils = plan_utils(cloudstack_dir)
    module = {"pom.xml": lambda text: edit_pom(text, library=False),
              os.path.join("src/main/java", PKG, "utils/KubernetesClusterUtil.java"): lambda text: edit_cluster_util(text, listing_command=False)}
    module.update({os.path.join("src/main/java", PKG, "actionworkers", caller): edit_node_ssh_caller(caller) for caller in NODE_SSH_CALLERS})
    part_two = list(utils)
    for rel, edit in module.items():
        with open(os.path.join(cloudstack_dir, PLUGIN, rel), encoding="utf-8") as f:
            part_two.append((os.path.join(PLUGIN, rel), edit(f.read()).encode("utf-8")))
    test_root = os.path.join(REPO, "java/cloudstack-binding/src/test/java")
    for folder in SERIES_PART_TWO_TESTS:
        for src in java_files(os.path.join(test_root, folder)):
            with open(src, "rb") as f:
                part_two.append((os.path.join(PLUGIN, "src/test/java", os.path.relpath(src, test_root)), f.read()))
    return [utils, part_two, plan(cloudstack_dir)]


def write_series(cloudstack_dir, out_dir):
    """The change as numbered patches (git format-patch) in out_dir; returns their names."""
    states = plan_series(cloudstack_dir)
    if not states[0]:
        raise AnchorMissing("a series needs the whole tree (utils/ and ui/): %s has no %s/" % (cloudstack_dir, UTILS))
    scratch = tempfile.mkdtemp(prefix="cks-vmmap-check-series-")
    try:
        shutil.copytree(os.path.join(cloudstack_dir, PLUGIN), os.path.join(scratch, PLUGIN), ignore=shutil.ignore_patterns("target"))
        copy_pristine_outside_module(cloudstack_dir, scratch, states[-1])
        git(scratch, "init", "-q")
        git(scratch, "add", "-A")
        git(scratch, "commit", "-q", "-m", "pristine")
        author = series_author()
        for files, (subject, body) in zip(states, SERIES):
            write(scratch, files)
            git(scratch, "add", "-A")
            git(scratch, "commit", "-q", "--author", author, "-m", subject + "\n\n" + body)
        os.makedirs(out_dir, exist_ok=True)
        names = git(scratch, "format-patch", "--full-index", "--no-renames", "-o", os.path.abspath(out_dir), "HEAD~%d" % len(SERIES))
    finally:
        shutil.rmtree(scratch)
    return [os.path.basename(n) for n in names.decode().split()]


def series_author():
    """The series' From: line, the contributor a committer credits: $CKS_SERIES_AUTHOR ("Name <email>"), else the
    author of this project's last commit (its git checkout), else the project's name."""
    def valid(author):
        return re.fullmatch(r"[^<>\n]+ <[^<>@\s]+@[^<>\s]+>", author or "") is not None
    author = os.environ.get("CKS_SERIES_AUTHOR", "").strip()
    if valid(author):
        return author
    try:
        author = subprocess.run(["git", "log", "-1", "--format=%an <%ae>"], cwd=os.path.dirname(os.path.abspath(__file__)),
                                check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.decode().strip()
    except (OSError, subprocess.CalledProcessError):
        author = ""
    return author if valid(author) else "cks-vmmap-check <cks-vmmap-check@localhost>"


def copy_pristine_outside_module(cloudstack_dir, scratch, files):
    """For the patch: the pristine copy of each file of the change that lies outside the module (the root pom, the
    UI's)."""
    for rel, _ in files:
        src = os.path.join(cloudstack_dir, rel)
        if not os.path.normpath(rel).startswith(PLUGIN + os.sep) and os.path.isfile(src):
            os.makedirs(os.path.dirname(os.path.join(scratch, rel)) or scratch, exist_ok=True)
            shutil.copyfile(src, os.path.join(scratch, rel))


def main():
    parser = argparse.ArgumentParser(description="Apply the CKS VM map check to a CloudStack 4.22 checkout.")
    parser.add_argument("cloudstack_dir")
    parser.add_argument("--patch", metavar="FILE",
                        help="write the change as a git-apply-able text patch to FILE instead of changing the checkout")
    parser.add_argument("--series", metavar="DIR",
                        help="write the change as three numbered patches (git format-patch: the SSH helper, CKS's node SSH, the "
                             "check) to DIR instead of changing the checkout")
    args = parser.parse_args()

    plugin_dir = os.path.join(args.cloudstack_dir, PLUGIN)
    if not os.path.isdir(plugin_dir):
        sys.exit("apply: %s is not a CloudStack checkout: %s is missing; nothing was changed" % (args.cloudstack_dir, PLUGIN))
    try:
        files = plan(args.cloudstack_dir)
    except AnchorMissing as e:
        sys.exit("apply: anchor not found: %s. Is this a checkout of the 4.22 line? Nothing was changed." % e)

    if args.series:
        try:
            names = write_series(args.cloudstack_dir, args.series)
        except AnchorMissing as e:
            sys.exit("apply: %s; nothing was written" % e)
        print("apply: wrote %s: %s (apply them in the CloudStack root with 'git am', in order)" % (args.series, ", ".join(names)))
        return
    if args.patch:
        count = write_patch(args.cloudstack_dir, files, args.patch)
        print("apply: wrote %s: %d file(s), against pom.xml, %s, utils/ and ui/ where present (apply it in the CloudStack root with "
              "'git apply')" % (args.patch, count, PLUGIN))
        return
    changed = write(args.cloudstack_dir, files)
    for path in changed:
        print("apply: wrote " + os.path.relpath(path, args.cloudstack_dir))
    print("apply: %d file(s) changed" % len(changed))


if __name__ == "__main__":
    main()
