/* This file closes the streams a job library hands back (get_job_data()
 * with the stream's address, then fclose()): a stream it gives to
 * set_job_data() is kept there, not leaked.  A stream given only to stdio
 * functions is still reported. */
#include <stdio.h>

struct job;
void set_job_data(struct job *j, void *data);
void get_job_data(struct job *j, void **data);

void start_job(struct job *j, const char *name)
{
	FILE *out;

	out = fopen(name, "wb");
	if (!out)
		return;
	set_job_data(j, out);
}

void start_logged_job(struct job *j, const char *name)
{
	FILE *out = fopen(name, "wb");

	if (!out)
		return;
	fprintf(stderr, "writing %s\n", name);
	set_job_data(j, out);
}

void finish_job(struct job *j)
{
	FILE *out;

	get_job_data(j, (void **)&out);
	if (out)
		fclose(out);
}

void write_banner(const char *name)
{
	FILE *out;

	out = fopen(name, "w");
	if (!out)
		return;
	fprintf(out, "banner\n");
	fflush(out);
}
