#!/usr/bin/env bash
# Tests apply.py against CloudStack 4.22's own files (the bundle's whole tree): it applies, a second run changes nothing,
# --patch gives the same tree, and a tree that lacks one anchor (or already has a stop(), or SSH calls that differ from
# 4.22's) is refused with a message and left exactly as it was.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAILED: $*" >&2; }
tree_sum() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum); }

plugin=plugins/integrations/kubernetes-service
manager=$plugin/src/main/java/com/cloud/kubernetes/cluster/KubernetesClusterManagerImpl.java
bundle=${CKS_CLOUDSTACK_BUNDLE:-$here/../../../shared/cloudstack}
# shellcheck source=integration/cloudstack/bundle-check.sh
source "$here/bundle-check.sh"
require_bundle integration "$bundle" cloudstack-src.tar.gz

# The fixture: the files of CloudStack 4.22 that apply.py edits, read from the bundle's whole tree (never a copy kept
# here). fixture DEST makes one at DEST.
actionworkers=$plugin/src/main/java/com/cloud/kubernetes/cluster/actionworkers
ui_files=(ui/src/config/section/compute.js ui/src/views/AutogenView.vue ui/tests/unit/views/AutogenView.spec.js
          ui/src/views/compute/KubernetesServiceTab.vue ui/public/locales/en.json)
edited=(pom.xml "$plugin/pom.xml" "$manager" "$plugin/src/main/java/com/cloud/kubernetes/cluster/KubernetesClusterEventTypes.java"
        "$plugin/src/main/java/com/cloud/kubernetes/cluster/utils/KubernetesClusterUtil.java"
        "$plugin/src/main/java/org/apache/cloudstack/api/response/KubernetesClusterResponse.java"
        "$plugin/src/main/resources/META-INF/cloudstack/kubernetes-service/spring-kubernetes-service-context.xml"
        utils/src/main/java/com/cloud/utils/ssh/SshHelper.java tools/whisker/LICENSE "${ui_files[@]}")
for f in KubernetesClusterDao KubernetesClusterDaoImpl KubernetesClusterDetailsDao KubernetesClusterDetailsDaoImpl KubernetesClusterVmMapDao KubernetesClusterVmMapDaoImpl; do
  edited+=("$plugin/src/main/java/com/cloud/kubernetes/cluster/dao/$f.java")
done
for f in KubernetesClusterActionWorker KubernetesClusterAddWorker KubernetesClusterRemoveWorker KubernetesClusterResourceModifierActionWorker \
         KubernetesClusterScaleWorker KubernetesClusterUpgradeWorker; do
  edited+=("$actionworkers/$f.java")
done
mkdir "$work/real"
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$work/real"
fixture() {
  local f
  for f in "${edited[@]}"; do
    mkdir -p "$1/$(dirname "$f")"
    cp "$work/real/$f" "$1/$f"
  done
  mkdir -p "$1/test/integration/smoke"
}

# 1. It applies.
fixture "$work/cs"
if python3 "$here/apply.py" "$work/cs" >"$work/out1"; then ok; else bad "apply failed on the fixture"; cat "$work/out1"; fi
m="$work/cs/$manager"
# Issue 42: the binary LICENSE (every package's) keeps CloudStack's text and lists every crate the library links, as
# THIRD-PARTY-LICENSES (generated from Cargo.lock, checked by licenses/generate.sh --check) lists them.
python3 - "$work/real/tools/whisker/LICENSE" "$work/cs/tools/whisker/LICENSE" "$here/../../THIRD-PARTY-LICENSES" <<'PY' && ok || bad "the binary LICENSE does not list the library's crates after CloudStack's own text"
import re, sys
before, after, ours = (open(p, encoding="utf-8").read() for p in sys.argv[1:4])
crates = re.findall(r"^        from (\S+ \S+)  ", ours, re.M)
listed = re.findall(r"^        from (\S+ \S+)  ", after, re.M)
sys.exit(0 if after.startswith(before.rstrip("\n")) and len(crates) > 10 and sorted(crates) == sorted(c for c in listed if c in crates)
         and after.count("Within the plugins/integrations/kubernetes-service/src/main/rust directory") == 1 else 1)
PY
grep -B1 'public KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;' "$m" | grep -q '@Inject' && ok || bad "field not added"
grep -q '^import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck;$' "$m" && ok || bad "import not added"
# The import sits in order among the com.cloud imports.
python3 - "$m" <<'PY' && ok || bad "imports out of order"
import re, sys
imports = re.findall(r"^import (com\.cloud\.[\w.]+);$", open(sys.argv[1]).read(), re.M)
sys.exit(0 if imports == sorted(imports) else 1)
PY
# The calls sit where they belong, as a committer writes them: no marker comments, no null guards.
grep -A1 '_stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner()' "$m" | tr -d ' \n' \
  | grep -q 'TimeUnit.SECONDS);kubernetesClusterVmMapCheck.start(this);' && ok || bad "start hook not added"
# The check runs on its own scheduled thread (issue 39): nothing is added to the status scanner's run.
[ "$(grep -c 'kubernetesClusterVmMapCheck' "$m")" = 4 ] && ok || bad "the manager names the check other than in its field, start, stop and the list"
grep -A3 'public boolean stop() {' "$m" | tr -d ' \n' \
  | grep -q 'publicbooleanstop(){kubernetesClusterVmMapCheck.stop();returnsuper.stop();}' && ok || bad "stop() not added"
grep -A20 'return new ConfigKey<?>\[\] {' "$m" | tr -d ' \n' \
  | grep -q 'KubernetesEtcdNodeStartPort,KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled,KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism,KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget,KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod};' \
  && ok || bad "the check's settings are not in the manager's getConfigKeys()"
! grep -rq 'cks-vmmap-check\|!= null) { //' "$m" && ok || bad "a marker comment or guard in the manager"
[ "$(grep -c '@Override' "$m")" = $(( $(grep -c '@Override' "$work/real/$manager") + 1 )) ] && ok || bad "stop() must carry its own @Override and keep the others'"
# SPEC 6: the operator's command registered with CKS's own, and the list's columns for a root admin, before the response.
grep -A1 'cmdList.add(RemoveNodesFromKubernetesClusterCmd.class);' "$m" | tr -d ' \n' \
  | grep -q 'RemoveNodesFromKubernetesClusterCmd.class);cmdList.add(GetKubernetesClusterVmMapCheckResultsCmd.class);' && ok || bad "the command is not in getCommands()"
grep -q '^import org.apache.cloudstack.api.command.admin.kubernetes.cluster.GetKubernetesClusterVmMapCheckResultsCmd;$' "$m" && ok || bad "the command's import not added"
grep -B4 'ListResponse<KubernetesClusterResponse> response = new ListResponse<>();' "$m" | tr -d ' \n' \
  | grep -q '}if(accountManager.isRootAdmin(caller.getId())){kubernetesClusterVmMapCheck.addVmMapCheckColumns(kubernetesClustersAndCount.first(),responsesList);}ListResponse' \
  && ok || bad "the list's columns are not added for a root admin before the list's response"
r="$work/cs/$plugin/src/main/java/org/apache/cloudstack/api/response/KubernetesClusterResponse.java"
grep -q '    private Long vmMapMismatches;' "$r" && grep -q '    private String stuckState;' "$r" && grep -q '    public void setVmMapMismatches(Long vmMapMismatches) {' "$r" \
  && grep -q "    public void setStuckState(String stuckState) {" "$r" && grep -q "    public void setAlertReason(String alertReason) {" "$r" \
  && grep -q "    public void setAlertReasonKind(String alertReasonKind) {" "$r" && grep -q '    @SerializedName("alertreasonkind")' "$r" && ok || bad "KubernetesClusterResponse lacks the three columns and the reason's kind"
grep -q 'EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK = "KUBERNETES.CLUSTER.VM.MAP.CHECK"' "$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/KubernetesClusterEventTypes.java" && ok || bad "event type not added"
grep -A1 'CLUSTER_NODE_VERSION_COMMAND = ' "$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/utils/KubernetesClusterUtil.java" \
  | grep -q 'public static final String CLUSTER_NODES_COMMAND = "sudo /opt/bin/kubectl get nodes --no-headers";' && ok || bad "kubectl command not beside CKS's others"
# SPEC 5: every SSH command of CKS's on a cluster's node goes through KubernetesClusterUtil's bounded helpers, and they
# through SshHelper's bounded overloads, which cloud-utils gains with their sources and tests.
util="$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/utils/KubernetesClusterUtil.java"
python3 - "$work/cs/$plugin/src/main/java" "$util" <<'PY' && ok || bad "an SSH command of CKS's on a node does not go through the bounded helpers"
import os, re, sys
root, util = sys.argv[1], sys.argv[2]
calls = {}
for d, _, names in os.walk(root):
    for n in names:
        p = os.path.join(d, n)
        for m in re.finditer(r"\bSshHelper\.(sshExecute|scpTo)\(", open(p).read()):
            calls[p] = calls.get(p, 0) + 1
# What remains is the two helpers' own calls and the check's listing, each with the bounds.
check = os.path.join(root, "com/cloud/kubernetes/cluster/vmmap/KubernetesClusterVmMapCheck.java")
assert calls == {util: 2, check: 1}, calls
assert re.search(r"SshHelper\.sshExecute\([^;]*CLUSTER_NODES_COMMAND,\s*KubernetesClusterUtil\.NODE_SSH_OUTPUT_LIMIT_BYTES, LISTING_TIMEOUT_MS\)", open(check).read())
u = open(util).read()
assert "SshHelper.sshExecute(host, port, user, sshKeyFile, password, command, NODE_SSH_OUTPUT_LIMIT_BYTES," in u
assert "SshHelper.scpTo(host, port, user, sshKeyFile, password, remoteTargetDirectory, localFile, fileMode, NODE_SCP_TIMEOUT_MS);" in u
helpers = sum(len(re.findall(r"\b(KubernetesClusterUtil\.)?(sshExecuteOnNode|scpToNode)\(", open(os.path.join(d, n)).read()))
              for d, _, ns in os.walk(root) for n in ns)
assert helpers == 8 + 2 + 3 + 5 + 2 + 3 + 6 + 2, helpers  # every call of 4.22's, and the two declarations
PY
helper="$work/cs/utils/src/main/java/com/cloud/utils/ssh/SshHelper.java"
grep -q 'public static SshCommandResult sshExecute(String host, int port, String user, File pemKeyFile, String password, String command,$' "$helper" \
  && grep -q 'public static void scpTo(String host, int port, String user, File pemKeyFile, String password, String remoteTargetDirectory,$' "$helper" \
  && [ "$(diff "$work/real/utils/src/main/java/com/cloud/utils/ssh/SshHelper.java" "$helper" | grep -c '^< ')" = 0 ] && ok || bad "SshHelper did not gain its two bounded overloads, or lost a line"
for f in main/java/com/cloud/utils/ssh/BoundedSshCommand.java main/java/com/cloud/utils/ssh/SshCommandResult.java \
         test/java/com/cloud/utils/ssh/BoundedSshCommandTest.java test/java/com/cloud/utils/ssh/SshHelperBoundedCommandTest.java; do
  cmp -s "$here/../../java/cloud-utils/src/$f" "$work/cs/utils/src/$f" && ok || bad "utils/src/$f not copied"
done
grep -q 'class="com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck"' "$work/cs/$plugin/src/main/resources/META-INF/cloudstack/kubernetes-service/spring-kubernetes-service-context.xml" && ok || bad "bean not added"
# The check's reads of CKS's own tables are DAO methods, declared in the interface, their search built once in the
# DAO's constructor.
dao=$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/dao
for pair in "KubernetesClusterDao:List<KubernetesClusterVO> listByIds(Collection<Long> ids)" \
            "KubernetesClusterDao:List<KubernetesClusterVO> listByClusterTypesAndStates(Collection<KubernetesCluster.ClusterType> clusterTypes, Collection<KubernetesCluster.State> states)" \
            "KubernetesClusterVmMapDao:List<KubernetesClusterVmMapVO> listByClusterIds(Collection<Long> clusterIds)" \
            "KubernetesClusterVmMapDao:List<KubernetesClusterVmMapVO> listByVmIds(Collection<Long> vmIds)" \
            "KubernetesClusterDetailsDao:List<KubernetesClusterDetailsVO> listByResourceIdsAndNames(Collection<Long> resourceIds, Collection<String> names)"; do
  name=${pair%%:*} method=${pair#*:}
  grep -qF "    $method;" "$dao/$name.java" && grep -q '^import java.util.Collection;$' "$dao/$name.java" && ok || bad "$name does not declare $method"
  grep -B1 -F "    public $method {" "$dao/${name}Impl.java" | grep -q '@Override' && ok || bad "${name}Impl does not implement $method"
done
python3 - "$dao" <<'PY' && ok || bad "a DAO method's search is not built once, in the DAO's constructor"
import re, sys
for impl, search in (("KubernetesClusterDaoImpl", "IdsSearch"), ("KubernetesClusterDaoImpl", "ClusterTypesAndStatesSearch"),
                     ("KubernetesClusterVmMapDaoImpl", "clusterIdsSearch"), ("KubernetesClusterVmMapDaoImpl", "vmIdsSearch"),
                     ("KubernetesClusterDetailsDaoImpl", "resourceIdsAndNamesSearch")):
    s = open("%s/%s.java" % (sys.argv[1], impl)).read()
    ctor = re.search(r"public %s\(\) \{\n(.*?)\n    \}\n" % impl, s, re.S)
    assert ctor and (search + " = createSearchBuilder();") in ctor.group(1) and (search + ".done();") in ctor.group(1), impl
    assert s.count("createSearchBuilder()") == len(re.findall(r"= createSearchBuilder\(\);", ctor.group(1))) + s.count("SearchBuilder<KubernetesClusterVmMapVO> sb = createSearchBuilder();"), impl
    assert ("private final SearchBuilder<") in s and ("> " + search + ";") in s, impl
PY
for f in vmmap/KubernetesClusterVmMapCheckWorker.java vmmap/VmMapCheckEngine.java vmmap/KubernetesClusterVmMapCheck.java; do
  [ -f "$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/$f" ] && ok || bad "$f not copied"
done
# getControlNodeLoginUser checks the VM on vm_instance, never loads the user VM with its user data (issue 39).
aw="$work/cs/$actionworkers/KubernetesClusterActionWorker.java"
grep -q 'if (vmInstanceDao.findById(vmId) == null) {' "$aw" && ! grep -q 'UserVmVO userVM = userVmDao.findById(vmId);' "$aw" \
  && grep -q 'protected VMInstanceDao vmInstanceDao;' "$aw" && ! grep -q '^import com.cloud.vm.UserVmVO;' "$aw" \
  && ok || bad "the login user still loads the user VM"
[ -f "$work/cs/$plugin/src/test/java/com/cloud/kubernetes/cluster/actionworkers/KubernetesClusterActionWorkerLoginUserTest.java" ] \
  && ok || bad "the login user's test not copied"
# The node listing resolves no endpoint through the action worker any more: nothing goes into actionworkers/.
[ -z "$(find "$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster" -path "*/actionworkers/KubernetesClusterVmMapCheck*")" ] \
  && ok || bad "a file of the check in actionworkers/"
[ -f "$work/cs/$plugin/src/test/java/com/cloud/kubernetes/cluster/vmmap/KubernetesClusterVmMapCheckTest.java" ] && ok || bad "binding tests not copied"
for f in VmMapCheckEngineTest.java VmMapCheckTestLibrary.java demo/DirectExecutorService.java KubernetesClusterVmMapCheckWorkerTest.java \
         KubernetesClusterVmMapCheckWorkerPoolTest.java demo/InMemoryCloudStack.java demo/DemoExecutors.java; do
  [ -f "$work/cs/$plugin/src/test/java/com/cloud/kubernetes/cluster/vmmap/$f" ] && ok || bad "$f not copied to the test tree"
done
for f in VmMapCheckSoakTest.java VmMapCheckNativeProbe.java VmMapCheckLibraryTest.java sim/CksSimulator.java demo/VmMapCheckDemo.java; do
  [ ! -e "$work/cs/$plugin/src/test/java/com/cloud/kubernetes/cluster/vmmap/$f" ] && ok || bad "$f stays in java/shim, outside the change"
done
[ ! -e "$work/cs/$plugin/src/main/java/com/cloud/kubernetes/cluster/vmmap/demo" ] && ok || bad "the demo must not be copied"
rust="$work/cs/$plugin/src/main/rust"
for f in Cargo.lock build.rs src/lib.rs src/jni_bridge.rs THIRD-PARTY-LICENSES; do
  [ -f "$rust/$f" ] && ok || bad "the crate's $f not copied"
done
[ ! -e "$rust/src/bin" ] && [ ! -e "$rust/benches" ] && ok || bad "the CLI and the benchmarks stay here"
! grep -q '^\[\[bin\]\]\|^\[\[bench\]\]' "$rust/Cargo.toml" && grep -q '^\[lib\]' "$rust/Cargo.toml" && ok || bad "the module's Cargo.toml keeps a CLI or bench target"
[ -z "$(find "$work/cs/$plugin" -name '*.so' -o -name '*.dylib' -o -name '*.jar')" ] && ok || bad "a binary in the change"
pom="$work/cs/$plugin/pom.xml"
grep -q '<cks.vmmap.native.skip>false</cks.vmmap.native.skip>' "$pom" && grep -q '<arg value="--locked"/>' "$pom" \
  && grep -q '<artifactId>maven-antrun-plugin</artifactId>' "$pom" && ok || bad "pom.xml does not build the library"
grep -q '<cks.vmmap.native.host.only>false</cks.vmmap.native.host.only>' "$pom" \
  && grep -q 'value="zigbuild --target x86_64-unknown-linux-gnu.2.17 --target aarch64-unknown-linux-gnu.2.17" else="build"' "$pom" \
  && grep -q 'todir="${project.build.outputDirectory}/native/linux-aarch64"/>' "$pom" && ok \
  || bad "pom.xml does not build both Linux libraries by default, or has no host-only property"
python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$pom" && ok || bad "pom.xml is not well-formed"
# The root pom: CloudStack's licence CI (rat.yml) runs RAT at the root, where only the root pom's excludes apply. The
# crate's two header-less files go into the apache-rat-plugin's <excludes>, in alphabetic place among the tree's paths,
# indented like their neighbours; nothing else in the root pom changes.
root_pom="$work/cs/pom.xml"
python3 - "$root_pom" <<'PY' && ok || bad "the root pom's RAT excludes do not list the crate's Cargo.lock and THIRD-PARTY-LICENSES in place"
import sys
import xml.etree.ElementTree as ET
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
rat = [p for p in ET.parse(sys.argv[1]).getroot().iterfind(".//m:plugin", ns) if p.findtext("m:artifactId", namespaces=ns) == "apache-rat-plugin"]
excludes = [e.text for e in rat[0].iterfind("m:configuration/m:excludes/m:exclude", ns)]
want = ["plugins/hypervisors/hyperv/DotNet/ServerResource/**",
        "plugins/integrations/kubernetes-service/src/main/rust/Cargo.lock",
        "plugins/integrations/kubernetes-service/src/main/rust/THIRD-PARTY-LICENSES",
        "scripts/installer/windows/acs_license.rtf"]
at = excludes.index(want[0])
sys.exit(0 if excludes[at:at + 4] == want and len(rat) == 1 else 1)
PY
[ "$(diff "$work/real/pom.xml" "$root_pom" | grep -c '^> ')" = 2 ] && [ "$(diff "$work/real/pom.xml" "$root_pom" | grep -c '^< ')" = 0 ] \
  && [ "$(grep -c '^                            <exclude>plugins/integrations/kubernetes-service/src/main/rust/' "$root_pom")" = 2 ] \
  && ok || bad "the root pom gained more than the two excludes, or they are not indented like their neighbours"
props="$work/cs/$plugin/src/main/resources/cks-vmmap-check.properties"
grep -qx 'engine.version=cks-vmmap-check 0.1.0' "$props" && ok || bad "properties not written"
head -1 "$props" | grep -qx '# Licensed to the Apache Software Foundation (ASF) under one' && ok || bad "properties without the ASF header"

# 1a. The Marvin test (issue 39) in CloudStack's integration suite, with the ASF header, valid Python.
marvin="$work/cs/test/integration/smoke/test_kubernetes_cluster_vm_map_check.py"
head -1 "$marvin" | grep -qx '# Licensed to the Apache Software Foundation (ASF) under one' && python3 -c "import ast, sys; ast.parse(open(sys.argv[1]).read())" "$marvin" \
  && ok || bad "the Marvin test not copied, without the ASF header, or not valid Python"

# 1b. The operator's view (SPEC 6) in CloudStack's UI: the pane on the cluster's page, the list's columns, the labels.
ui="$work/cs/ui"
tab="$ui/src/views/compute/KubernetesServiceTab.vue"
for f in src/views/compute/KubernetesClusterVmMapCheck.vue tests/unit/views/compute/KubernetesClusterVmMapCheck.spec.js; do
  head -1 "$ui/$f" | grep -qx '// Licensed to the Apache Software Foundation (ASF) under one' && ok || bad "ui/$f not copied, or without the ASF header"
done
grep -A6 '^      <a-tab-pane$' "$tab" | tr -d '\n' | sed 's/  */ /g' \
  | grep -qF "<a-tab-pane :tab=\"\$t('label.vm.map.check')\" key=\"vmmapcheck\" v-if=\"resource.clustertype === 'CloudManaged' && 'getKubernetesClusterVmMapCheckResults' in \$store.getters.apis && ['Admin'].includes(\$store.getters.userInfo.roletype)\"> <KubernetesClusterVmMapCheck :resource=\"resource\" /> </a-tab-pane> <a-tab-pane :tab=\"\$t('label.events')\" key=\"events\"" \
  && ok || bad "the pane is not right before Events, for a root admin, on a CloudManaged cluster, when the API is there"
grep -A1 "^import EventsTab from '@/components/view/EventsTab'$" "$tab" | grep -qx "import KubernetesClusterVmMapCheck from '@/views/compute/KubernetesClusterVmMapCheck'" \
  && grep -B1 -A1 '^    KubernetesClusterVmMapCheck$' "$tab" | tr -d ' \n' | grep -qx 'EventsTab,KubernetesClusterVmMapCheck},' && ok || bad "the pane's component is not imported and registered"
python3 - "$ui/src/config/section/compute.js" <<'PY' && ok || bad "the list's columns are not in the Kubernetes section, before the zone, for a root admin with the API"
import sys
s = open(sys.argv[1]).read()
start = s.index("name: 'kubernetes',")
section = s[start:s.index("\n    {\n      name: '", start)]
block = ("        if (['Admin'].includes(store.userInfo.roletype) && 'getKubernetesClusterVmMapCheckResults' in store.apis) {\n"
         "          fields.push({\n"
         "            field: 'vmmapcheck',\n"
         "            customTitle: 'vm.map.check',\n"
         "            optional: true,\n"
         "            vmmapcheck: (record) => {\n")
assert block in section and s.count("vmmapcheck: (record) => {") == 1
assert "import store from '@/store'\nimport { i18n } from '@/locales'\n" in s, "the list's labels come from CloudStack's i18n"
assert section.index(block) < section.index("        }\n        fields.push('zonename')\n")
PY
# The list's column is opt-in: AutogenView leaves a column marked optional out of the default selection (its picker
# offers it), and nothing else of AutogenView changes.
python3 - "$work/real/ui/src/views/AutogenView.vue" "$ui/src/views/AutogenView.vue" <<'PY' && ok || bad "AutogenView: the optional column's lines are not as planned, or more changed"
import difflib, sys
old, new = (open(p).read().splitlines() for p in sys.argv[1:3])
diff = list(difflib.unified_diff(old, new, lineterm="", n=0))
added = [l[1:].strip() for l in diff if l.startswith("+") and not l.startswith("+++")]
removed = [l[1:].strip() for l in diff if l.startswith("-") and not l.startswith("---")]
assert added == ["if (typeof columnKey !== 'object' || !columnKey.optional) {", "this.selectedColumns.push(key)", "}",
                 "this.columns = this.allColumns.filter(x => this.selectedColumns.includes(x.dataIndex))"], added
assert removed == ["this.selectedColumns.push(key)"], removed
PY
python3 - "$work/real/ui/public/locales/en.json" "$ui/public/locales/en.json" "$ui/src/views/compute/KubernetesClusterVmMapCheck.vue" "$tab" <<'PY' && ok || bad "en.json: not valid, a label missing, out of place, or more than lines added"
import difflib, json, re, sys
before, after = open(sys.argv[1]).read().splitlines(), open(sys.argv[2]).read().splitlines()
labels = json.loads("\n".join(after))
ops = [op for op in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes() if op[0] != "equal"]
assert ops and all(op[0] == "insert" for op in ops), "only lines added"
key = lambda line: line.split('"')[1]
for _, i1, _, j1, j2 in ops:
    assert key(after[j1 - 1]) < key(after[j1]) and key(after[j2 - 1]) < key(after[j2]), after[j1]
    assert [key(l) for l in after[j1:j2]] == sorted(key(l) for l in after[j1:j2])
used = set()
for path in sys.argv[3:]:
    used |= set(re.findall(r"'((?:label|message)\.vm\.map\.check[\w.]*)'", open(path).read()))
compute = open(sys.argv[2].replace("public/locales/en.json", "src/config/section/compute.js")).read()
used |= {k for k in re.findall(r"'((?:label|message)\.vm\.map\.check[\w.]*)'", compute) if not k.endswith(".")}
used |= {"label.vm.map.check.reason." + k for k in ("vm.state", "map.count", "no.address", "nodes.unknown", "ready.nodes", "waiting.on.cks")}
missing = sorted(k for k in used if k not in labels)
assert len(used) > 20 and not missing, missing
PY

# 2. Twice changes nothing.
before=$(tree_sum "$work/cs")
python3 "$here/apply.py" "$work/cs" >"$work/out2"
[ "$(tree_sum "$work/cs")" = "$before" ] && ok || bad "a second run changed the tree"
grep -q '^apply: 0 file(s) changed$' "$work/out2" && ok || bad "a second run reported changes: $(cat "$work/out2")"

# 2b. --patch leaves the tree alone and writes a patch that git apply turns the pristine tree into the copy result.
fixture "$work/cs-pristine"
before=$(tree_sum "$work/cs-pristine")
if python3 "$here/apply.py" "$work/cs-pristine" --patch "$work/change.patch" >"$work/outp"; then ok; else bad "apply --patch failed"; cat "$work/outp"; fi
[ "$(tree_sum "$work/cs-pristine")" = "$before" ] && ok || bad "--patch changed the checkout"
! grep -q '^GIT binary patch\|^Binary files' "$work/change.patch" && ok || bad "the patch carries a binary file"
(cd "$work/cs-pristine" && git apply --check "$work/change.patch" && git apply "$work/change.patch") && ok || bad "git apply refused the patch"
diff -r "$work/cs" "$work/cs-pristine" >/dev/null && ok || bad "the patched tree differs from the copied one: $(diff -rq "$work/cs" "$work/cs-pristine" | head -3)"

# 2c. --series: three patches in pull-request form, each with its author line (a contributor a committer credits, never
# a placeholder at localhost): the one given, else this project's last commit's author.
fixture "$work/cs-series"
if CKS_SERIES_AUTHOR="Jane Operator <jane@example.org>" python3 "$here/apply.py" "$work/cs-series" --series "$work/series" >"$work/outs"; then ok
else bad "apply --series failed"; cat "$work/outs"; fi
# Each patch's From: header as git am reads it (format-patch folds a long one).
authors() { python3 -c 'import email, sys; [print(email.message_from_file(open(p, errors="replace"))["From"].replace("\n", "")) for p in sys.argv[1:]]' "$work"/series/*.patch | sort | uniq -c | sed 's/^ *//'; }
[ "$(authors)" = "3 Jane Operator <jane@example.org>" ] && ok || bad "the series' patches do not carry the author given: $(authors)"
rm -rf "$work/series"
project_author=$(git -C "$here" log -1 --format='%an <%ae>')
if CKS_SERIES_AUTHOR="not an author" python3 "$here/apply.py" "$work/cs-series" --series "$work/series" >"$work/outs"; then ok
else bad "apply --series failed"; cat "$work/outs"; fi
[ "$(authors)" = "3 $project_author" ] && ok || bad "without a valid author the series does not carry the project's ($project_author): $(authors)"

# 3. A missing anchor: refused, nothing changed.
# refused WHAT MESSAGE: apply.py on $work/cs2 (a fixture copy made to lack an anchor) must refuse, print MESSAGE and
# "Nothing was changed", and leave the tree exactly as it was.
refused() {
  local what=$1 want=$2 before
  before=$(tree_sum "$work/cs2")
  if python3 "$here/apply.py" "$work/cs2" >"$work/out3" 2>&1; then
    bad "apply accepted $what"
  else
    grep -qF "$want" "$work/out3" && grep -q "Nothing was changed" "$work/out3" && ok || bad "unclear message ($what): $(cat "$work/out3")"
  fi
  [ "$(tree_sum "$work/cs2")" = "$before" ] && ok || bad "a refused run changed the tree ($what)"
}
for broken in '_stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner(), 300, 30, TimeUnit.SECONDS);' \
              '            KubernetesEtcdNodeStartPort'; do
  rm -rf "$work/cs2"
  fixture "$work/cs2"
  python3 - "$work/cs2/$manager" "$broken" <<'PY'
import sys
p, anchor = sys.argv[1], sys.argv[2]
s = open(p).read().replace(anchor, "// this version does it differently")
open(p, "w").write(s)
PY
  refused "a tree without the anchor $broken" "anchor not found"
done

# 3b. A DAO of another version (no anchor for the new method): refused, nothing changed.
rm -rf "$work/cs2"
fixture "$work/cs2"
sed -i 's/vmIdSearch.done();/vmIdSearch.build();/' "$work/cs2/$plugin/src/main/java/com/cloud/kubernetes/cluster/dao/KubernetesClusterVmMapDaoImpl.java"
refused "a KubernetesClusterVmMapDaoImpl without its anchor" "KubernetesClusterVmMapDaoImpl.java: no line contains 'vmIdSearch.done();'"

# 3c. A root pom of another layout (no apache-rat-plugin, or its configuration without <excludes>), or none: refused,
# nothing changed.
for broken in rat excludes missing; do
  rm -rf "$work/cs2"
  fixture "$work/cs2"
  case "$broken" in
    rat) sed -i 's/apache-rat-plugin/apache-rat-plugin-renamed/' "$work/cs2/pom.xml"; want="pom.xml (the root): no apache-rat-plugin" ;;
    excludes) sed -i 's/<excludes>/<includes>/; s/<\/excludes>/<\/includes>/' "$work/cs2/pom.xml"
              want="pom.xml (the root): the apache-rat-plugin configuration has no <excludes> list" ;;
    missing) rm "$work/cs2/pom.xml"; want="pom.xml is missing" ;;
  esac
  refused "a root pom without its anchor ($broken)" "$want"
done

# 3c. A UI file of another version (no anchor for the pane, the columns or the labels): refused, nothing changed.
for case in "ui/src/views/compute/KubernetesServiceTab.vue|<a-tab-pane :tab=\"\$t('label.events')\" key=\"events\"|<a-tab-pane :tab=\"\$t('label.events')\" key=\"events\"" \
            "ui/src/config/section/compute.js|fields.push('zonename')\n        return fields\n      },\n      filters: () => {\n        const filters = |the Kubernetes section's columns" \
            "ui/public/locales/en.json|\"label.vm.add\": \"Add Instance\",\n|\"label.vm.add\":"; do
  IFS='|' read -r file pattern message <<<"$case"
  rm -rf "$work/cs2"
  fixture "$work/cs2"
  python3 - "$work/cs2/$file" "$pattern" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
pattern = sys.argv[2].replace("\\n", "\n")
found = s.find(pattern)
assert found >= 0, pattern
open(p, "w").write(s[:found] + "// this version does it differently\n" + s[found + len(pattern):])
PY
  before=$(tree_sum "$work/cs2")
  if python3 "$here/apply.py" "$work/cs2" >"$work/out3" 2>&1; then
    bad "apply accepted a $file without its anchor"
  else
    grep -q "anchor not found: $file" "$work/out3" && grep -qF "$message" "$work/out3" && grep -q "Nothing was changed" "$work/out3" \
      && ok || bad "unclear message: $(cat "$work/out3")"
  fi
  [ "$(tree_sum "$work/cs2")" = "$before" ] && ok || bad "a refused run changed the tree"
done

# 3d. The module alone (the bundle's source/, no ui/): the change without its UI part, said once.
rm -rf "$work/cs2"
fixture "$work/cs2"
rm -rf "$work/cs2/ui" "$work/cs2/test"
python3 "$here/apply.py" "$work/cs2" >"$work/out5" 2>"$work/err5" && [ ! -e "$work/cs2/ui" ] && [ ! -e "$work/cs2/test" ] \
  && grep -q 'has no ui/ folder (the module alone): the UI part is left out' "$work/err5" \
  && grep -q 'has no test/integration/smoke/ folder (the module alone): the Marvin test is left out' "$work/err5" && ok || bad "the module alone: $(cat "$work/err5")"

# 3e. A CKS whose node SSH calls differ from 4.22's (one gone from a worker): refused, naming the file and the counts.
rm -rf "$work/cs2"
fixture "$work/cs2"
python3 - "$work/cs2/$actionworkers/KubernetesClusterScaleWorker.java" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
open(p, "w").write(re.sub(r"\bSshHelper\.sshExecute\(", "SshHelper.execute(", s, count=1))
PY
refused "a worker with one SSH call fewer than 4.22" "KubernetesClusterScaleWorker.java: 1 SshHelper calls, where the 4.22 line has 2"

# 3f. The module alone (no utils/): the change without its cloud-utils part, said once.
rm -rf "$work/cs2"
fixture "$work/cs2"
rm -rf "$work/cs2/utils"
python3 "$here/apply.py" "$work/cs2" >"$work/out6" 2>"$work/err6" && [ ! -e "$work/cs2/utils" ] \
  && [ "$(grep -c 'has no utils/ folder (the module alone): the cloud-utils part is left out' "$work/err6")" = 1 ] && ok || bad "the module alone: $(cat "$work/err6")"

# 4. A manager that already has stop() (another version): refused, nothing changed.
rm -rf "$work/cs3"
fixture "$work/cs3"
python3 - "$work/cs3/$manager" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read().replace("    @Override\n    public boolean configure", "    @Override\n    public boolean stop() {\n        return true;\n    }\n\n    @Override\n    public boolean configure")
open(p, "w").write(s)
PY
before=$(tree_sum "$work/cs3")
if python3 "$here/apply.py" "$work/cs3" >"$work/out4" 2>&1; then bad "apply accepted a manager with stop()"; else ok; fi
[ "$(tree_sum "$work/cs3")" = "$before" ] && ok || bad "a refused run changed the tree"

# 5. Not a CloudStack checkout.
python3 "$here/apply.py" "$work" >/dev/null 2>&1 && bad "accepted a folder that is no checkout" || ok

# 6. The end-to-end script reads the management server's log across log4j's midnight rollover (stop 37's run lost
#    "Encryption Type: file", logged at 23:59:57, to vmops.log.2026-12-05.gz).
mkdir -p "$work/log"
printf '2026-12-05 23:59:57,894 DEBUG [c.c.u.c.EncryptionSecretKeyChecker] (main:[]) (logid:) Encryption Type: file\n' | gzip >"$work/log/vmops.log.2026-12-05.gz"
printf '2026-12-06 00:04:01,100 INFO  [c.c.k.c.v.KubernetesClusterVmMapCheckWorker] (x) Kubernetes cluster VM map check: 1 cluster checked\n' >"$work/log/vmops.log"
python3 - "$here" "$work/log/vmops.log" <<'PY' && ok || bad "e2e.py's server_log does not read the rolled-over log first, then the live one"
import sys
sys.path.insert(0, sys.argv[1])
import e2e
log = e2e.server_log(sys.argv[2])
assert log.index("Encryption Type: file") < log.index("1 cluster checked"), log
assert len(e2e.sweep_lines(sys.argv[2])) == 1, e2e.sweep_lines(sys.argv[2])
PY

echo "integration: $passed passed, $failed failed"
[ "$failed" = 0 ]
