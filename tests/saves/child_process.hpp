#pragma once
// Starting the save helpers as real child processes: a fault shim or a kill -9 must hit a
// process of its own, never the test runner.
#include <csignal>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace adc::testing {

// The runner's environment plus `extra` ("NAME=value"; later entries win).
inline std::vector<std::string> environmentWith(const std::vector<std::string>& extra) {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        std::string entry = *e;
        bool replaced = false;
        for (const auto& x : extra) {
            replaced = replaced || entry.compare(0, x.find('=') + 1, x, 0, x.find('=') + 1) == 0;
        }
        if (!replaced) {
            env.push_back(entry);
        }
    }
    env.insert(env.end(), extra.begin(), extra.end());
    return env;
}

class Child {
public:
    // Starts argv[0] with `env`; its stdout (or stderr too, when asked) goes to a pipe.
    Child(const std::vector<std::string>& argv, const std::vector<std::string>& env,
          bool captureStderr) {
        int fds[2];
        if (::pipe(fds) != 0) {
            return;
        }
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
        if (captureStderr) {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
        }
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        std::vector<char*> args, envp;
        for (const auto& a : argv) {
            args.push_back(const_cast<char*>(a.c_str()));
        }
        for (const auto& e : env) {
            envp.push_back(const_cast<char*>(e.c_str()));
        }
        args.push_back(nullptr);
        envp.push_back(nullptr);
        if (::posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), envp.data()) != 0) {
            pid_ = -1;
        }
        posix_spawn_file_actions_destroy(&actions);
        ::close(fds[1]);
        out_ = fds[0];
    }
    ~Child() {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            wait();
        }
        if (out_ >= 0) {
            ::close(out_);
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool started() const { return pid_ > 0; }
    // One line of output (without its newline); "" at the end.
    std::string readLine() {
        std::string line;
        char c;
        while (::read(out_, &c, 1) == 1 && c != '\n') {
            line += c;
        }
        return line;
    }
    std::string readAll() {
        std::string text;
        char chunk[4096];
        ssize_t n;
        while ((n = ::read(out_, chunk, sizeof chunk)) > 0) {
            text.append(chunk, static_cast<std::size_t>(n));
        }
        return text;
    }
    void kill(int signal) { ::kill(pid_, signal); }
    // The raw wait status.
    int wait() {
        int status = 0;
        if (pid_ > 0) {
            ::waitpid(pid_, &status, 0);
            pid_ = -1;
        }
        return status;
    }

private:
    pid_t pid_ = -1;
    int out_ = -1;
};

} // namespace adc::testing
