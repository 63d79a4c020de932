/* C ABI test: compiled with the system C compiler against include/cks_vmmap_check.h and the built library.
 * Runs one valid and one invalid request, checks bad arguments, and (when built with the panic probe) that a
 * panic becomes status 2 and the next call works. Exit status 0 on success; prints "N passed, N failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cks_vmmap_check.h"

static int passed = 0, failed = 0;

static void check(int ok, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "FAILED: %s\n", what);
    }
}

static int contains(const uint8_t *buf, size_t len, const char *needle) {
    size_t n = strlen(needle);
    if (n > len) return 0;
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(buf + i, needle, n) == 0) return 1;
    return 0;
}

int main(void) {
    const char *valid =
        "{\"version\":1,\"now_ms\":1764676800000,\"clusters\":[{\"id\":42,\"uuid\":\"u\",\"name\":\"prod\","
        "\"state\":\"Running\",\"type\":\"CloudManaged\",\"account_id\":7,\"zone_id\":1,"
        "\"kubectl\":{\"ok\":true,\"output\":\"node/prod-control-19a0b1c2d3e\\n\"}}],"
        "\"vms\":[{\"id\":101,\"name\":\"prod-control-19a0b1c2d3e\",\"account_id\":7,\"state\":\"Running\","
        "\"created_ms\":1764670000000}],"
        "\"map\":[{\"cluster_id\":42,\"vm_id\":101,\"control\":true},{\"cluster_id\":42,\"vm_id\":104}]}";
    const char *invalid = "{\"version\":1,\"now_ms\":0,\"clusters\":[{\"id\":\"x\"}],\"vms\":[],\"map\":[]}";
    uint8_t *out = NULL;
    size_t out_len = 0;

    check(strncmp(cks_vmmap_check_version(), "cks-vmmap-check ", 16) == 0, "version string");

    int status = cks_vmmap_check_run((const uint8_t *)valid, strlen(valid), &out, &out_len);
    check(status == CKS_VMMAP_CHECK_OK, "valid request gives status 0");
    check(out != NULL && out_len > 0, "valid request gives a response");
    check(contains(out, out_len, "\"key\":\"mapped:104\""), "response names the missing mapped VM");
    check(contains(out, out_len, "\"vmMapCheckReportedVmDrift\""), "response writes the VM drift detail");
    cks_vmmap_check_free(out, out_len);

    out = NULL;
    status = cks_vmmap_check_run((const uint8_t *)invalid, strlen(invalid), &out, &out_len);
    check(status == CKS_VMMAP_CHECK_INVALID_REQUEST, "invalid request gives status 1");
    check(contains(out, out_len, "$.clusters[0].id"), "error names the JSON path");
    cks_vmmap_check_free(out, out_len);

    check(cks_vmmap_check_run(NULL, 5, &out, &out_len) == CKS_VMMAP_CHECK_BAD_ARGUMENTS, "null request");
    check(cks_vmmap_check_run((const uint8_t *)valid, 3, NULL, &out_len) == CKS_VMMAP_CHECK_BAD_ARGUMENTS,
          "null out");
    status = cks_vmmap_check_run(NULL, 0, &out, &out_len);
    check(status == CKS_VMMAP_CHECK_INVALID_REQUEST, "empty request is invalid, not a crash");
    cks_vmmap_check_free(out, out_len);
    cks_vmmap_check_free(NULL, 0);

    /* A length over the request limit (64 MiB), up to SIZE_MAX (beyond PTRDIFF_MAX), is refused before the pointer
       is read: the 3 bytes behind `valid` are all there is. */
    size_t too_long[] = {(size_t)64 * 1024 * 1024 + 1, SIZE_MAX / 2 + 1, SIZE_MAX};
    for (size_t i = 0; i < sizeof too_long / sizeof too_long[0]; i++) {
        status = cks_vmmap_check_run((const uint8_t *)valid, too_long[i], &out, &out_len);
        check(status == CKS_VMMAP_CHECK_INVALID_REQUEST, "a length over the limit is an invalid request");
        check(contains(out, out_len, "over the limit of 67108864 bytes"), "the message names the limit");
        cks_vmmap_check_free(out, out_len);
    }

#ifdef CKS_VMMAP_CHECK_PANIC_PROBE
    status = cks_vmmap_check_panic_probe(&out, &out_len);
    check(status == CKS_VMMAP_CHECK_INTERNAL_ERROR, "a panic becomes status 2");
    check(contains(out, out_len, "deliberate panic"), "the panic message is in the error");
    cks_vmmap_check_free(out, out_len);
    status = cks_vmmap_check_run((const uint8_t *)valid, strlen(valid), &out, &out_len);
    check(status == CKS_VMMAP_CHECK_OK, "the next call after a panic works");
    cks_vmmap_check_free(out, out_len);
#endif

    /* Many calls: every buffer is freed (valgrind / LeakSanitizer runs of this program report no leak). */
    for (int i = 0; i < 200; i++) {
        status = cks_vmmap_check_run((const uint8_t *)valid, strlen(valid), &out, &out_len);
        if (status != CKS_VMMAP_CHECK_OK) break;
        cks_vmmap_check_free(out, out_len);
    }
    check(status == CKS_VMMAP_CHECK_OK, "200 calls in a row");

    printf("c-abi: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
