/*
 * run_once.c: a run's initialize rules, as spatch runs them: once, at
 * the start, before any file and whatever the files hold (a rule the
 * prefilter or a skip keeps off every file must not silence them), in
 * the process every worker forks from, so the state they leave is what
 * each file's scripts see.  The finalize rules are the batch job's
 * finish (they need every file's scripts run in one process).
 */
#include "tool.h"

#include <signal.h>
#include <unistd.h>

static void initialize_timed_out(int sig)
{
	static const char msg[] = "cfix: error: an initialize rule ran past "
				  "--timeout; nothing was checked\n";

	(void)sig;
	(void)!write(STDERR_FILENO, msg, sizeof(msg) - 1);
	_exit(2);
}

int cfix_initialize_rules(const struct cfix_ruleset *set, unsigned timeout,
			  struct cfix_buf *out, struct cfix_diag_sink *sink)
{
	struct sigaction sa = { .sa_handler = initialize_timed_out }, old;
	int status;

	cfix_script_capture(out);
	if (!timeout) {
		status = cfix_ruleset_initialize(set, sink);
	} else {
		/* a script that hangs here must not hang the run (the
		 * files' own limits start later, in the workers) */
		sigemptyset(&sa.sa_mask);
		sigaction(SIGALRM, &sa, &old);
		alarm(timeout);
		status = cfix_ruleset_initialize(set, sink);
		alarm(0);
		sigaction(SIGALRM, &old, NULL);
	}
	cfix_script_capture(NULL);
	return status;
}
