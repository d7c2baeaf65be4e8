/*
 * tool: cfix's command-line front end.  Private to tool/.
 */
#ifndef CFIX_TOOL_H
#define CFIX_TOOL_H

#include <stdio.h>

#include "../fixits/fixits.h"

/* What the command line asked for.  Strings are borrowed from argv. */
struct cfix_options {
	CFIX_ARRAY(const char *) rule_files;
	CFIX_ARRAY(const char *) paths;
	const char *compdb_dir;
	const char *const *compiler_args;	/* after "--" */
	int ncompiler_args;
	bool diff, in_place, quiet, verbose, help, version;
	bool dump_rule, dump_source, dump_matches, dump_edits;
};

/* Fills opts from argv; -1 after printing an error for a bad option. */
int cfix_options_parse(struct cfix_options *opts, int argc, char **argv);
void cfix_options_release(struct cfix_options *opts);
/* The usage text, generated from the option table. */
void cfix_options_usage(FILE *out);

/*
 * Expands paths: a folder is walked (sorted, recursively) for .c files;
 * a file is taken as given.  Appends malloc'd strings to files; returns
 * the number of paths that did not exist (each reported on stderr).
 */
typedef CFIX_ARRAY(char *) cfix_path_list;
int cfix_paths_expand(const char *const *paths, size_t npaths,
		      cfix_path_list *files);
void cfix_path_list_release(cfix_path_list *files);

#endif
