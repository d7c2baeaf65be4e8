/* kernel/kthread.c's kthread() shape: the error branch frees the
 * request and calls kthread_exit(), declared __noreturn, so the later
 * reads of create->done are not on its path.  do_exit() the file
 * declares noreturn too; BUG() is on the fixed list.  The last function
 * calls one that returns: a use after kfree. */
#include <stddef.h>
#define __noreturn __attribute__((__noreturn__))
void kfree(const void *p);
void __noreturn kthread_exit(long result);
void __noreturn do_exit(long code);
void complete(int *done);
void BUG(void);
void log_exit(long result);

struct kthread_create_info {
	int (*threadfn)(void *data);
	void *data;
	int *done;
	int result;
};

int kthread(struct kthread_create_info *create, int *done)
{
	if (!done) {
		kfree(create);
		kthread_exit(-4);
	}
	create->result = 0;
	complete(create->done);
	return 0;
}

int kthread_stop(struct kthread_create_info *create, int how)
{
	if (how == 1) {
		kfree(create);
		do_exit(0);
	} else if (how == 2) {
		kfree(create);
		BUG();
	}
	return create->result;
}

int kthread_log(struct kthread_create_info *create, int *done)
{
	if (!done) {
		kfree(create);
		log_exit(-4);
	}
	create->result = 0;
	return 0;
}
