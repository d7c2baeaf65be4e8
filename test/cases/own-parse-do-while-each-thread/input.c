void all_threads(struct task_struct *leader)
{
	struct task_struct *t = leader;

	do {
		if (t->buf)
			kfree(t->buf);
	} while_each_thread(leader, t);
}

void other_terminator(struct pid *pid, struct task_struct *t)
{
	do {
		if (t->buf)
			kfree(t->buf);
	} while_each_pid_thread(pid, PIDTYPE_PGID, t);
}
