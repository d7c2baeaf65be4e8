/* A file indented by 4 spaces whose branches hold a tab (iperf's
 * iperf_free_test()): the kept free() takes the removed test's 4 spaces,
 * as spatch 1.1.1 does, not the tab it had under the test. */
void free(void *p);

struct test {
    char *title;
    char *server;
    char *json;
};

void test_free(struct test *test)
{
    if (test->title)
	free(test->title);
    if (test->server) {
	free(test->server);
    }
    if (test->json)
        free(test->json);
}
