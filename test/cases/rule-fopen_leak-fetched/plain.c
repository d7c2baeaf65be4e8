/* No function of this file gets a stream back and closes it: a stream
 * handed to a function of another file is still reported. */
#include <stdio.h>

struct job;
void set_job_data(struct job *j, void *data);

void start_job(struct job *j, const char *name)
{
	FILE *out = fopen(name, "wb");

	if (!out)
		return;
	set_job_data(j, out);
}
