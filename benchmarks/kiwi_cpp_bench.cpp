// kiwi C++ on the same workloads as `layoutlab-bench solver`, for benchmarks/kiwi_compare.py.
//
// Compiled at benchmark time against the header-only solver in kiwisolver's source
// distribution (kiwi/*.h); nothing of kiwi is kept in this repository. The enaml-like system
// arrives on standard input in a line format that kiwi_compare.py writes from
// `layoutlab-bench solver export-enaml`, so both solvers build exactly the same constraints:
//
//   names N name1 … nameN
//   row STRENGTH RELATION CONSTANT K index1 coefficient1 … indexK coefficientK
//
// Usage: kiwi_cpp_bench enaml|chain N|independent N  (enaml reads stdin)
// Prints one JSON line of CPU-time medians (CLOCK_PROCESS_CPUTIME_ID), like layoutlab-bench.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

double cpuSeconds() {
    timespec time;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time);
    return double(time.tv_sec) + double(time.tv_nsec) * 1e-9;
}

// Median CPU seconds of `samples` runs of body after one warm-up; `prepare` runs untimed first.
template <typename Body, typename Prepare>
double cpuMedian(int samples, Prepare prepare, Body body) {
    prepare();
    body();
    std::vector<double> times;
    for (int i = 0; i < samples; ++i) {
        prepare();
        double start = cpuSeconds();
        body();
        times.push_back(cpuSeconds() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

struct EnamlRow {
    std::string strength, relation;
    double constant;
    std::vector<std::pair<int, double>> terms;
};

struct EnamlSystem {
    std::vector<std::string> names;
    std::vector<EnamlRow> rows;
};

bool readEnaml(std::istream& in, EnamlSystem& system) {
    std::string word;
    while (in >> word) {
        if (word == "names") {
            size_t count;
            in >> count;
            system.names.resize(count);
            for (auto& name : system.names) in >> name;
        } else if (word == "row") {
            EnamlRow row;
            size_t count;
            in >> row.strength >> row.relation >> row.constant >> count;
            for (size_t i = 0; i < count; ++i) {
                int index;
                double coefficient;
                in >> index >> coefficient;
                row.terms.emplace_back(index, coefficient);
            }
            system.rows.push_back(row);
        } else {
            return false;
        }
    }
    return !system.names.empty() && !system.rows.empty() && !in.bad();
}

// kiwi's own strengths for its enaml benchmark (benchmarks/enaml_like_benchmark.cpp).
double strengthNamed(const std::string& name) {
    if (name == "required") return kiwi::strength::required;
    if (name == "strong") return kiwi::strength::strong;
    if (name == "smedium") return kiwi::strength::create(0.0, 100, 0.0);
    if (name == "mmedium") return kiwi::strength::create(0.0, 1.0, 0.0, 1.25);
    if (name == "medium") return kiwi::strength::medium;
    return kiwi::strength::weak;
}

struct EnamlSolver {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
};

void buildEnaml(const EnamlSystem& system, EnamlSolver& built) {
    for (const auto& name : system.names) built.variables.emplace_back(name);
    built.solver.addEditVariable(built.variables[0], kiwi::strength::strong);
    built.solver.addEditVariable(built.variables[1], kiwi::strength::strong);
    for (const auto& row : system.rows) {
        std::vector<kiwi::Term> terms;
        for (const auto& term : row.terms) terms.emplace_back(built.variables[term.first], term.second);
        kiwi::Expression expression(std::move(terms), row.constant);
        kiwi::RelationalOperator op = row.relation == "==" ? kiwi::OP_EQ
            : row.relation == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        built.solver.addConstraint(kiwi::Constraint(expression, op, strengthNamed(row.strength)));
    }
}

int enaml() {
    EnamlSystem system;
    if (!readEnaml(std::cin, system)) {
        std::fprintf(stderr, "kiwi_cpp_bench: the enaml system on standard input is malformed\n");
        return 2;
    }
    std::unique_ptr<EnamlSolver> kept;
    double build = cpuMedian(31, [&] { kept.reset(); }, [&] {
        kept = std::make_unique<EnamlSolver>();
        buildEnaml(system, *kept);
    });
    EnamlSolver& built = *kept;
    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    const int iterations = 20000;
    double sink = 0;
    double alternating = cpuMedian(9, [] {}, [&] {
        for (int index = 0; index < iterations; ++index) {
            built.solver.suggestValue(built.variables[0], sizes[index % 6][0]);
            built.solver.suggestValue(built.variables[1], sizes[index % 6][1]);
            built.solver.updateVariables();
            for (const auto& variable : built.variables) sink += variable.value();
        }
    });
    built.solver.suggestValue(built.variables[0], 400);
    built.solver.suggestValue(built.variables[1], 600);
    built.solver.updateVariables();
    std::map<std::string, double> values;
    for (const auto& variable : built.variables) values[variable.name()] = variable.value();
    std::printf("{\"workload\":\"enaml\",\"build_cpu_ms_median\":%.4f,"
                "\"suggest_update_alternating_read_cpu_us_median\":%.4f,"
                "\"contents_right\":%.3f,\"fl1width\":%.3f,\"sink_is_finite\":%s}\n",
                build * 1e3, alternating / iterations * 1e6, values["contents_right"], values["fl1width"],
                std::isfinite(sink) ? "true" : "false");
    return 0;
}

// The same shapes as LayoutWorkload: a chain of views, each x after the previous one's right
// edge; or independent views with constant frames.
void buildLayout(bool chain, int count) {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> previous;
    for (int index = 0; index < count; ++index) {
        kiwi::Variable x, y, w, h;
        if (chain) {
            if (previous.empty()) solver.addConstraint(x == 0);
            else solver.addConstraint(x == previous[0] + previous[2] + 8);
            solver.addConstraint(y == 0);
            solver.addConstraint(w == 40);
            solver.addConstraint(h >= 20);
            solver.addConstraint((h == 0) | kiwi::strength::weak);
            previous = {x, y, w, h};
        } else {
            solver.addConstraint(x == double((index % 10) * 40));
            solver.addConstraint(y == double((index / 10) * 30));
            solver.addConstraint(w == 40);
            solver.addConstraint(h == 20);
        }
    }
    solver.updateVariables();
}

int layout(bool chain, int count) {
    int samples = count >= (chain ? 2000 : 8000) ? 3 : 5;
    double build = cpuMedian(samples, [] {}, [&] { buildLayout(chain, count); });
    std::printf("{\"workload\":\"%s\",\"n\":%d,\"build_cpu_ms_median\":%.4f}\n",
                chain ? "chain" : "independent", count, build * 1e3);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::string workload = argc > 1 ? argv[1] : "";
    if (workload == "enaml") return enaml();
    if ((workload == "chain" || workload == "independent") && argc > 2) {
        int count = std::atoi(argv[2]);
        if (count > 0 && count <= 1000000) return layout(workload == "chain", count);
    }
    std::fprintf(stderr, "usage: kiwi_cpp_bench enaml|chain N|independent N\n");
    return 2;
}
